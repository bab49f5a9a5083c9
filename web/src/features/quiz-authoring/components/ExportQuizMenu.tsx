import { Button, Menu, Portal } from "@chakra-ui/react";
import { menuSlotRecipe } from "@chakra-ui/react/theme";
import { useState } from "react";
import { fetchAndDownload } from "../../../components/downloadFile";
import type { QuizExportFormat } from "../../../graphql/__generated__/graphql";
import { QUIZ_EXPORT_FORMATS, useExportQuiz } from "../interchange";

type ExportQuizMenuProps = { quizId: string; describedBy?: string };

// "Export" on a quiz card: GIFT or Moodle XML, downloaded as a file. The menu brings its own recipe
// (only the pages with this menu load it; app/theme.ts holds the recipes every page shares).
export const ExportQuizMenu = ({ quizId, describedBy }: ExportQuizMenuProps) => {
  const exportQuiz = useExportQuiz();
  const [busy, setBusy] = useState(false);

  const download = async (format: QuizExportFormat) => {
    setBusy(true);
    await fetchAndDownload(() => exportQuiz(quizId, format), "Failed to export quiz");
    setBusy(false);
  };

  return (
    <Menu.Root recipe={menuSlotRecipe} onSelect={({ value }) => QUIZ_EXPORT_FORMATS.is(value) && void download(value)}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" loading={busy} loadingText="Exporting..." aria-describedby={describedBy}>
          Export
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {QUIZ_EXPORT_FORMATS.values.map((format) => (
              <Menu.Item key={format} value={format}>
                {QUIZ_EXPORT_FORMATS.label(format)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};
