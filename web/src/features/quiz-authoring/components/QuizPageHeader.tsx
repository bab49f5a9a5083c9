import { Box } from "@chakra-ui/react";
import type { ComponentProps } from "react";
import { BackLink } from "../../../components/BackLink";
import { PageHeader } from "../../../components/PageHeader";

type QuizPageHeaderProps = Omit<ComponentProps<typeof PageHeader>, "description"> & {
  // The way back, once it is known.
  back?: { to: string; label: string };
  // The chapter the quizzes belong to, once it is loaded.
  chapterTitle?: string;
};

// The quiz screens' header: a way back, the heading and the chapter they belong to.
export const QuizPageHeader = ({ back, chapterTitle, ...header }: QuizPageHeaderProps) => (
  <Box as="header">
    {back && <BackLink {...back} mb="3" />}
    <PageHeader {...header} description={chapterTitle && `Chapter: ${chapterTitle}`} />
  </Box>
);
