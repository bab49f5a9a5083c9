import { Box, Container, Stack } from "@chakra-ui/react";
import type { ComponentProps, ReactNode } from "react";
import { BackLink } from "../../../components/BackLink";
import { PageHeader } from "../../../components/PageHeader";

type QuizPageHeaderProps = Omit<ComponentProps<typeof PageHeader>, "description"> & {
  // The way back, once it is known.
  back?: { to: string; label: string };
  // The chapter the quizzes belong to, once it is loaded.
  chapterTitle?: string;
};

// The quiz screens' header: a way back, the heading and the chapter they belong to.
const QuizPageHeader = ({ back, chapterTitle, ...header }: QuizPageHeaderProps) => (
  <Box as="header">
    {back && <BackLink {...back} mb="3" />}
    <PageHeader {...header} description={chapterTitle && `Chapter: ${chapterTitle}`} />
  </Box>
);

// A quiz screen: its width, the header, then the content below it.
export const QuizPage = ({ maxW = "3xl", children, ...header }: QuizPageHeaderProps & { maxW?: "3xl" | "4xl"; children: ReactNode }) => (
  <Container maxW={maxW} py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
    <Stack gap="6">
      <QuizPageHeader {...header} />
      {children}
    </Stack>
  </Container>
);
