import { Box, Container, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { BackLink } from "../../../components/BackLink";
import { PageHeader } from "../../../components/PageHeader";
import { QUESTION_BANK_PATH } from "../paths";

// A bank question's screen: the way back to the bank, its heading, then its content.
export const BankPage = ({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) => (
  <Container maxW="3xl" py={{ base: "6", md: "10" }} px={{ base: "3", sm: "4", md: "6" }}>
    <Stack gap="6">
      <Box as="header">
        <BackLink to={QUESTION_BANK_PATH} label="Back to the question bank" mb="3" />
        <PageHeader title={title} description={description} />
      </Box>
      {children}
    </Stack>
  </Container>
);
