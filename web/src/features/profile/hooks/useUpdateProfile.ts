import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { useAuthContext } from "../../../auth/AuthContext";
import type { AvatarChange } from "../components/AvatarPicker";
import { UpdateProfileDocument, type ProfileInput } from "../../../graphql/__generated__/graphql";
import { dataOf } from "../../../graphql/mutation";

// Saves the profile; the result carries the user's id, so the cached `me` updates itself.
// The session user (shown in the navigation) takes the new name, surname and e-mail.
export const useUpdateProfile = () => {
  const { user, login } = useAuthContext();
  const [mutate, { loading, error, reset }] = useMutation(UpdateProfileDocument);

  // A picked file goes as a multipart upload (the client's UploadHttpLink).
  const updateProfile = useCallback(
    async (input: ProfileInput, avatar: AvatarChange = { file: null, remove: false }) => {
      const variables = { input, avatar: avatar.file, removeAvatar: avatar.remove && !avatar.file };
      const saved = dataOf(await mutate({ variables })).updateProfile;
      if (user) login({ ...user, name: saved.name, surname: saved.surname, email: saved.email });
      return saved;
    },
    [mutate, user, login],
  );

  return { updateProfile, loading, error, reset };
};
