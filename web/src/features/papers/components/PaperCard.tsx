import { Badge, Button, Card, Center, Heading, HStack, Image, Text } from "@chakra-ui/react";
import type { PaperCardFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatOrdinalDate } from "../../../lib/dates";
import { PAPER_TYPE_COLORS, PAPER_TYPES, toKilobytes } from "../labels";

// The PDF is required by the API; the card still copes with a missing one (PDF unavailable).
type PaperCardPaper = Omit<PaperCardFieldsFragment, "pdf"> & { pdf: PaperCardFieldsFragment["pdf"] | null };

type PaperCardProps = { paper: PaperCardPaper };

export const PaperCard = ({ paper }: PaperCardProps) => (
  <Card.Root as="article" overflow="hidden" height="full">
    {paper.image?.url ? (
      <Image src={paper.image.url} alt={`Cover of ${paper.title}`} height="48" width="full" objectFit="cover" loading="lazy" />
    ) : (
      <Center height="48" bg="bg.muted" color="fg.muted" fontSize="sm">
        No preview available
      </Center>
    )}
    <Card.Body gap="2">
      <HStack justify="space-between" align="flex-start" gap="3">
        <Heading as="h2" size="md">
          {paper.title}
        </Heading>
        <Badge colorPalette={PAPER_TYPE_COLORS[paper.paperType]} variant="subtle" flexShrink="0">
          {PAPER_TYPES.label(paper.paperType)}
        </Badge>
      </HStack>
      <Text color="fg.muted" lineClamp={2}>
        {paper.description}
      </Text>
      <Text fontSize="sm">Posted {formatOrdinalDate(paper.createdAt)}</Text>
    </Card.Body>
    <Card.Footer>
      {paper.pdf?.url ? (
        <Button asChild colorPalette="teal" size="sm">
          <a href={paper.pdf.url} target="_blank" rel="noopener noreferrer">
            Download PDF ({toKilobytes(paper.pdf.size)} KB)
          </a>
        </Button>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          PDF unavailable
        </Text>
      )}
    </Card.Footer>
  </Card.Root>
);
