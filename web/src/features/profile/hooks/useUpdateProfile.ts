import { useCallback } from "react";
import { useAuthContext } from "../../../auth/AuthContext";
import type { AvatarChange } from "../components/AvatarPicker";
import { UpdateProfileDocument, type ProfileInput } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";

// Saves the profile; the result carries the user's id, so the cached `me` updates itself.
// The session user (shown in the navigation) takes the new name, surname and e-mail.
export const useUpdateProfile = () => {
  const { user, login } = useAuthContext();
  const { call, ...state } = useMutationCall(UpdateProfileDocument, ({ updateProfile: saved }) => {
    if (user) login({ ...user, name: saved.name, surname: saved.surname, email: saved.email });
    return saved;
  });

  // A picked file goes as a multipart upload (the client's UploadHttpLink).
  const updateProfile = useCallback(
    (input: ProfileInput, avatar: AvatarChange = { file: null, remove: false }) =>
      call({ input, avatar: avatar.file, removeAvatar: avatar.remove && !avatar.file }),
    [call],
  );

  return { updateProfile, ...state };
};
