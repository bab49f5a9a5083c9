import { useEffect, useState } from "react";

export type FilePreview<T> = { result: T | null; error: unknown; loading: boolean };

const IDLE = { result: null, error: null, loading: false } as const;

/**
 * What the server reads in a chosen file, read again whenever the file or `read` changes (give
 * `read` from useCallback over the form's choices, or null while the preview cannot be asked for).
 * An answer to an older choice is dropped.
 */
export const useFilePreview = <T>(file: File | null, read: ((file: File) => Promise<T>) | null): FilePreview<T> => {
  // The last answer, with the choice it answers: a different choice reads as loading until its own.
  const [answer, setAnswer] = useState<{ file: File; read: (file: File) => Promise<T>; result: T | null; error: unknown } | null>(null);

  useEffect(() => {
    if (!file || !read) return;
    let current = true;
    read(file).then(
      (result) => current && setAnswer({ file, read, result, error: null }),
      (error: unknown) => current && setAnswer({ file, read, result: null, error }),
    );
    return () => {
      current = false;
    };
  }, [file, read]);

  if (!file || !read) return IDLE;
  if (answer?.file !== file || answer.read !== read) return { result: null, error: null, loading: true };
  return { result: answer.result, error: answer.error, loading: false };
};
