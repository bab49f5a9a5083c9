import { Badge, Box, Button, Stack, Table, Text } from "@chakra-ui/react";
import { memo, useId } from "react";
import type { AuditEntryFieldsFragment } from "../../../graphql/__generated__/graphql";
import { fullDisplayName } from "../../../components/app-shell/nav-links";
import { AUDIT_OUTCOMES, formatAuditTime, OUTCOME_COLORS } from "../labels";

type AuditTableProps = {
  entries: readonly AuditEntryFieldsFragment[];
  // Shows only this user's entries (null: the filter is on them already).
  onPickUser: ((user: { id: string; label: string }) => void) | null;
};

const Muted = ({ children }: { children: string }) => (
  <Text as="span" color="fg.muted">
    {children}
  </Text>
);

const Mono = ({ children }: { children: string }) => (
  <Text as="span" fontFamily="mono" textStyle="xs" wordBreak="break-all">
    {children}
  </Text>
);

type RowProps = { entry: AuditEntryFieldsFragment; onPickUser: AuditTableProps["onPickUser"] };

// One entry: when (to the second, in the viewer's zone), who and how (a token's name, or the web
// app's session), what, its outcome and why, what it touched, and from where.
const AuditRow = memo(function AuditRow({ entry, onPickUser }: RowProps) {
  const actor = entry.actor;
  const name = actor ? fullDisplayName(actor) : "";
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">
        <time dateTime={entry.at}>{formatAuditTime(entry.at)}</time>
      </Table.Cell>
      <Table.Cell minW="40">
        {actor ? (
          <Stack gap="0.5" align="flex-start">
            <Text as="span">{name}</Text>
            <Text as="span" color="fg.muted" textStyle="xs" wordBreak="break-all">
              {actor.email}
            </Text>
            {onPickUser && (
              <Button
                size="xs"
                variant="ghost"
                colorPalette="teal"
                ms="-2"
                aria-label={`Only this user: ${name}`}
                onClick={() => onPickUser({ id: actor.id, label: `${name} (${actor.email})` })}
              >
                Only this user
              </Button>
            )}
          </Stack>
        ) : (
          <Muted>Nobody signed in</Muted>
        )}
      </Table.Cell>
      <Table.Cell>
        {entry.apiTokenId ? (
          <Stack gap="0.5">
            <Text as="span">{entry.apiTokenName ?? "A deleted token"}</Text>
            <Text as="span" color="fg.muted" textStyle="xs">
              API token
            </Text>
          </Stack>
        ) : (
          <Muted>{actor ? "Session" : "None"}</Muted>
        )}
      </Table.Cell>
      <Table.Cell minW="36">
        <Stack gap="0.5">
          <Mono>{entry.operation}</Mono>
          {entry.operationName && entry.operationName !== entry.operation && (
            <Text as="span" color="fg.muted" textStyle="xs" wordBreak="break-all">
              {entry.operationName}
            </Text>
          )}
        </Stack>
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={OUTCOME_COLORS[entry.outcome]} variant="subtle">
          {AUDIT_OUTCOMES.label(entry.outcome)}
        </Badge>
      </Table.Cell>
      <Table.Cell minW="48">{entry.reason ? <Text as="span">{entry.reason}</Text> : <Muted>—</Muted>}</Table.Cell>
      <Table.Cell minW="40">
        {entry.targetIds.length ? (
          <Stack gap="0.5">
            {entry.targetIds.map((id) => (
              <Mono key={id}>{id}</Mono>
            ))}
          </Stack>
        ) : (
          <Muted>—</Muted>
        )}
      </Table.Cell>
      <Table.Cell>{entry.clientAddress ? <Mono>{entry.clientAddress}</Mono> : <Muted>—</Muted>}</Table.Cell>
    </Table.Row>
  );
});

// The entries, newest first. Wider than a phone: it scrolls sideways inside its own region, which
// the keyboard can focus to scroll.
export const AuditTable = ({ entries, onPickUser }: AuditTableProps) => {
  const captionId = useId();
  return (
    <Box role="region" aria-labelledby={captionId} tabIndex={0} overflowX="auto" position="relative" borderWidth="1px" borderRadius="md" maxW="full">
      <Table.Root size="sm" striped minW="4xl">
        <Table.Caption id={captionId} srOnly>
          Audit log entries, newest first
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Time</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">User</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Token</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Operation</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Outcome</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Reason</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Targets</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Client address</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} onPickUser={onPickUser} />
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
};
