import { Alert, Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useState } from "react";
import { toSessionRole } from "../../../auth/session-user";
import { LinkButton } from "../../../components/LinkButton";
import { Section } from "../../../components/Section";
import { PageSpinner } from "../../../components/PageSpinner";
import { usePageTitle } from "../../../components/usePageTitle";
import { MyProfileDocument, type ProfileInput } from "../../../graphql/__generated__/graphql";
import { AccountSecurity } from "../components/AccountSecurity";
import type { AvatarChange } from "../components/AvatarPicker";
import { LoadError } from "../../../components/LoadError";
import { ProfileForm } from "../components/ProfileForm";
import { ProfileStats } from "../components/ProfileStats";
import { ProfileView } from "../components/ProfileView";
import { StudySettingsForm } from "../components/StudySettingsForm";
import { useUpdateProfile } from "../hooks/useUpdateProfile";

// SPEC.md section 9: the success message shows for 3 s.
export const PROFILE_SUCCESS_MS = 3000;
export const PROFILE_UPDATED = "Profile updated successfully!";

export const ProfilePage = () => {
  usePageTitle("My Profile");
  const { data, loading, refetch } = useQuery(MyProfileDocument, { notifyOnNetworkStatusChange: true });
  const { updateProfile, loading: saving } = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return undefined;
    const timer = setTimeout(() => setSaved(false), PROFILE_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const handleSave = useCallback(
    async (input: ProfileInput, avatar: AvatarChange) => {
      await updateProfile(input, avatar);
      setEditing(false);
      setSaved(true);
    },
    [updateProfile],
  );

  const profile = data?.me;
  if (loading && !profile) return <PageSpinner />;
  if (!profile) {
    return (
      <Container maxW="3xl" py="10">
        <Heading as="h1" size="2xl" mb="4">
          My Profile
        </Heading>
        <LoadError message="An error occurred. Please try again." onRetry={() => refetch()} />
      </Container>
    );
  }

  return (
    <Container maxW="4xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          My Profile
        </Heading>
        <Box role="status" aria-live="polite">
          {saved && (
            <Alert.Root status="success">
              <Alert.Indicator />
              <Alert.Description>{PROFILE_UPDATED}</Alert.Description>
            </Alert.Root>
          )}
        </Box>
        <Box as="section" aria-label="Profile" borderWidth="1px" borderRadius="xl" p={{ base: "4", md: "6" }} bg="bg" shadow="xs">
          {editing ? (
            <ProfileForm profile={profile} saving={saving} onSave={handleSave} onCancel={() => setEditing(false)} />
          ) : (
            <ProfileView
              profile={profile}
              onEdit={() => {
                setSaved(false);
                setEditing(true);
              }}
            />
          )}
        </Box>
        <Section title="Statistics" boxed>
          <ProfileStats role={toSessionRole(profile.role)} />
        </Section>
        <Section title="Practice Settings" boxed>
          <StudySettingsForm />
        </Section>
        <Section title="Account Security" boxed>
          <AccountSecurity />
        </Section>
        <Section title="API Tokens" boxed>
          <Text color="fg.muted" textStyle="sm">
            Let a script or another app use LearnHub's API as you, with only the rights you give it, without sharing your password.
          </Text>
          <LinkButton to="/profile/api-tokens" variant="outline" alignSelf="flex-start">
            Manage API tokens
          </LinkButton>
        </Section>
      </Stack>
    </Container>
  );
};
