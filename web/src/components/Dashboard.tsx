import { Container, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useAuthContext } from "../auth/AuthContext";
import { capitalise } from "../lib/format";
import { PageHeader } from "./PageHeader";
import { Section } from "./Section";
import { TileGrid, type Tile } from "./TileGrid";
import { usePageTitle } from "./usePageTitle";

type DashboardPageProps = {
  pageTitle: string;
  // The h1 and the line under it, given the signed-in user's first name ("" when there is none).
  title: (name: string) => string;
  intro: (name: string) => string;
  // The role's figures, under their own heading.
  figuresTitle: string;
  figures: ReactNode;
  // SPEC.md section 2: the dashboard's links.
  tiles: readonly Tile[];
  // Sections after the links.
  children?: ReactNode;
};

// The three dashboards: a welcome, the role's figures, then its quick links.
export const DashboardPage = ({ pageTitle, title, intro, figuresTitle, figures, tiles, children }: DashboardPageProps) => {
  usePageTitle(pageTitle);
  const { user } = useAuthContext();
  const name = capitalise(user?.name.trim() ?? "");
  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <Stack gap="8">
        <PageHeader title={title(name)} description={intro(name)} />
        <Section title={figuresTitle}>{figures}</Section>
        <Section title="Quick Links">
          <TileGrid tiles={tiles} />
        </Section>
        {children}
      </Stack>
    </Container>
  );
};
