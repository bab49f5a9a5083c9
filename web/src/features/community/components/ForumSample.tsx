import { Button, Text } from "@chakra-ui/react";
import { toaster } from "../../../components/ui/toaster";
import { CardList } from "../../../components/CardGrid";
import { CommunityCard, CommunityPanel } from "./CommunityPanel";

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

const COMING_SOON_MESSAGE = "Feature coming soon!";

export const ForumSample = () => (
  <CommunityPanel
    title="Forum"
    action={
      <Button colorPalette="teal" onClick={() => toaster.create({ title: COMING_SOON_MESSAGE, type: "info", closable: true })}>
        Start New Discussion
      </Button>
    }
  >
    <CardList items={SAMPLE_POSTS}>
      {(post) => (
        <CommunityCard title={post.title}>
          <Text fontSize="sm" color="fg.muted" mb="2">
            Posted by {post.author} · {post.replies} replies
          </Text>
          <Text>{post.excerpt}</Text>
        </CommunityCard>
      )}
    </CardList>
  </CommunityPanel>
);
