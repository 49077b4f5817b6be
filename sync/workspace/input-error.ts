/**
 * The error a workspace write or query throws for bad input: it names the field, and its message
 * is for the user. Its own module so that code needing only the error (the job search's check of
 * its parameters) does not carry every table's validation rules.
 */
export class WorkspaceInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'WorkspaceInputError';
  }
}
