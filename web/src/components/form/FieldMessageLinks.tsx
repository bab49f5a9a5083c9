import { Link, List } from "@chakra-ui/react";

type FieldMessage = {
  key: string;
  message: string;
  // The id of the field it is about.
  target: string;
};

// The server's messages under a form's failure (when it gave some), each a link to its field. Following
// one moves the focus into the field itself (a link to an id only scrolls): keyboard users land where they type.
export const FieldMessageLinks = ({ messages }: { messages: readonly FieldMessage[] }) => (
  <List.Root as="ul" ps="4" mt="1">
    {messages.map(({ key, message, target }) => (
      <List.Item key={key}>
        <Link
          href={`#${target}`}
          textDecoration="underline"
          onClick={(event) => {
            const field = document.getElementById(target);
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
        >
          {message}
        </Link>
      </List.Item>
    ))}
  </List.Root>
);
