import { useEffect, useState } from "react";

export type FilePreview<T> = { result: T | null; error: unknown; loading: boolean };

const IDLE = { result: null, error: null, loading: false } as const;

/**
 * What the server reads in a chosen file, read again whenever the file or `read` changes (give
 * `read` from useCallback over the form's choices, or null while the preview cannot be asked for).
 * An answer to an older choice is dropped.
 */
export const useFilePreview = <T>(file: File | null, read: ((file: File) => Promise<T>) | null): FilePreview<T> => {
  const [state, setState] = useState<FilePreview<T>>(IDLE);

  useEffect(() => {
    if (!file || !read) {
      setState(IDLE);
      return;
    }
    let current = true;
    setState({ result: null, error: null, loading: true });
    read(file).then(
      (result) => current && setState({ result, error: null, loading: false }),
      (error: unknown) => current && setState({ result: null, error, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [file, read]);

  return state;
};
