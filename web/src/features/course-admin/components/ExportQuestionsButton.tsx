import { Button } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { fetchAndDownload } from "../../../components/downloadFile";
import { AdminCourseQuestionsExportDocument } from "../../../graphql/__generated__/graphql";

// "Export CSV": the course's questions as question,answer,category, made afresh (never cached).
export const ExportQuestionsButton = ({ courseId }: { courseId: string }) => {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    await fetchAndDownload(async () => {
      const { data } = await client.query({
        query: AdminCourseQuestionsExportDocument,
        variables: { courseId },
        fetchPolicy: "no-cache",
      });
      if (!data) throw new Error("The export answered no data");
      return data.courseQuestionsExport;
    }, "Failed to export questions");
    setBusy(false);
  };

  return (
    <Button variant="outline" onClick={() => void download()} loading={busy} loadingText="Exporting...">
      Export CSV
    </Button>
  );
};
