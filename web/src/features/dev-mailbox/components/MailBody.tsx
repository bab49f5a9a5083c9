import { Box, chakra, Tabs } from "@chakra-ui/react";
import { useMemo } from "react";
import { withLinksInNewTab } from "../mail-html";

const Frame = chakra("iframe");

type MailBodyProps = { subject: string; html: string | null | undefined; text: string };

const PlainText = ({ text }: { text: string }) => (
  <Box as="pre" whiteSpace="pre-wrap" wordBreak="break-word" fontFamily="mono" fontSize="sm" p="4" borderWidth="1px" borderRadius="md" bg="bg.subtle">
    {text}
  </Box>
);

// The HTML body in a frame with no scripts and no access to the app (sandbox without allow-scripts or
// allow-same-origin); links open in a new tab, outside the sandbox. The plain text is the other tab.
export const MailBody = ({ subject, html, text }: MailBodyProps) => {
  const srcDoc = useMemo(() => (html ? withLinksInNewTab(html) : null), [html]);
  if (srcDoc === null) return <PlainText text={text} />;
  return (
    <Tabs.Root defaultValue="html" variant="line" colorPalette="teal">
      <Tabs.List aria-label="Mail body">
        <Tabs.Trigger value="html">HTML</Tabs.Trigger>
        <Tabs.Trigger value="text">Plain Text</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="html">
        <Frame
          title={`HTML body of "${subject}"`}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          srcDoc={srcDoc}
          display="block"
          width="full"
          height={{ base: "70vh", md: "640px" }}
          borderWidth="1px"
          borderRadius="md"
          // Mail is written for a white page, whatever the app's colour mode.
          bg="white"
        />
      </Tabs.Content>
      <Tabs.Content value="text">
        <PlainText text={text} />
      </Tabs.Content>
    </Tabs.Root>
  );
};
