import { Avatar, Badge, Box, Button, DataList, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { ProfileFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatDate } from "../../../lib/dates";
import { fullName, PROFILE_ROLES } from "../profile-format";
import { isHttpUrl } from "../validation";

type ProfileViewProps = { profile: ProfileFieldsFragment; onEdit: () => void };

const NotProvided = () => <Text as="span" color="fg.muted">Not provided</Text>;

// View mode of the profile: who the user is, their details and the way into edit mode.
export const ProfileView = ({ profile, onEdit }: ProfileViewProps) => {
  const name = fullName(profile.name, profile.surname);
  const details = [
    { label: "Email", value: profile.email },
    { label: "Phone", value: profile.phone },
    { label: "Location", value: profile.location },
  ];

  return (
    <Stack gap="6">
      <HStack gap="5" align="center" wrap="wrap" justify="space-between">
        <HStack gap="5" align="center" wrap="wrap">
          <Avatar.Root size="2xl" colorPalette="teal">
            <Avatar.Fallback name={name} />
            {profile.avatar && <Avatar.Image src={profile.avatar} alt={`Profile picture of ${name}`} />}
          </Avatar.Root>
          <Box>
            <Heading as="h2" size="xl">
              {name}
            </Heading>
            <HStack gap="2" mt="1" wrap="wrap">
              <Badge colorPalette="teal">{PROFILE_ROLES.label(profile.role)}</Badge>
              <Text color="fg.muted" textStyle="sm">
                Member since {formatDate(profile.createdAt)}
              </Text>
            </HStack>
          </Box>
        </HStack>
        <Button colorPalette="teal" onClick={onEdit}>
          Edit Profile
        </Button>
      </HStack>
      <Box>
        <Heading as="h3" size="sm" mb="1">
          Bio
        </Heading>
        {profile.bio ? <Text whiteSpace="pre-line">{profile.bio}</Text> : <NotProvided />}
      </Box>
      <DataList.Root orientation={{ base: "vertical", sm: "horizontal" }} gap="3">
        {details.map((item) => (
          <DataList.Item key={item.label}>
            <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
            <DataList.ItemValue>{item.value || <NotProvided />}</DataList.ItemValue>
          </DataList.Item>
        ))}
        <DataList.Item>
          <DataList.ItemLabel>Website</DataList.ItemLabel>
          <DataList.ItemValue>
            {profile.website && isHttpUrl(profile.website) ? (
              <Link href={profile.website} target="_blank" rel="noopener noreferrer" color="teal.fg" wordBreak="break-all">
                {profile.website}
              </Link>
            ) : (
              profile.website || <NotProvided />
            )}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Stack>
  );
};
