/** A page or list the user may not read: the refusal, announced, in place of the content. */
export function ReadDeniedNotice({ message }: { message: string }) {
  return (
    <p className="notice notice--error" role="alert">
      {message}
    </p>
  );
}
