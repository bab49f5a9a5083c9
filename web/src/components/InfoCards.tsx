import { Box, Heading, SimpleGrid, Text, type SimpleGridProps } from "@chakra-ui/react";

export type InfoCard = { title: string; text: string };

// Short titled paragraphs side by side (why join, ways to take part), as a list.
export const InfoCards = ({ items, columns }: { items: readonly InfoCard[]; columns: SimpleGridProps["columns"] }) => (
  <SimpleGrid as="ul" listStyleType="none" columns={columns} gap="6">
    {items.map((item) => (
      <Box as="li" key={item.title} borderWidth="1px" borderRadius="lg" p="6" bg="bg">
        <Heading as="h3" size="md" mb="2">
          {item.title}
        </Heading>
        <Text color="fg.muted">{item.text}</Text>
      </Box>
    ))}
  </SimpleGrid>
);
