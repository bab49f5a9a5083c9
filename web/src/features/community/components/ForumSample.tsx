import { Box, Button, Heading, HStack, Text } from "@chakra-ui/react";
import { toaster } from "../../../components/ui/toaster";
import { CardList } from "../../../components/CardGrid";

// A static sample: SPEC.md shows two posts and no forum behind them yet.
const SAMPLE_POSTS = [
  {
    id: "sample-1",
    title: "How do you structure a React project?",
    author: "Thandi M.",
    excerpt: "I keep ending up with one huge components folder. How do you split features and shared UI?",
    replies: 4,
  },
  {
    id: "sample-2",
    title: "Tips for the second-year databases exam",
    author: "Sipho K.",
    excerpt: "Which past papers helped you most with normalisation and SQL joins?",
    replies: 7,
  },
] as const;

export const COMING_SOON_MESSAGE = "Feature coming soon!";

export const ForumSample = () => (
  <Box as="section" aria-labelledby="forum-title" borderWidth="1px" borderRadius="lg" p="6" bg="bg">
    <HStack justify="space-between" align="center" mb="4" gap="3" wrap="wrap">
      <Heading as="h2" id="forum-title" size="lg">
        Forum
      </Heading>
      <Button
        colorPalette="teal"
        onClick={() => toaster.create({ title: COMING_SOON_MESSAGE, type: "info", closable: true })}
      >
        Start New Discussion
      </Button>
    </HStack>
    <CardList items={SAMPLE_POSTS}>
      {(post) => (
        <Box borderWidth="1px" borderRadius="md" p="4">
          <Heading as="h3" size="md" mb="1">
            {post.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted" mb="2">
            Posted by {post.author} · {post.replies} replies
          </Text>
          <Text>{post.excerpt}</Text>
        </Box>
      )}
    </CardList>
  </Box>
);
