/**
 * How the API answers an error, shared by the server that sends it and the console that reads it.
 * The context id names the answer in the server's log, beside its cause; it travels in a header as
 * well as in the body, so that it survives a body replaced on the way (a proxy's plain-text page).
 */
export interface ErrorBody {
  message: string;
  code: string;
  contextId: string;
  /**
   * A refused field of a record's body and why, as react-admin's forms read a server's validation
   * (`{ errors: { grade: "…" } }`): the form shows it under that field.
   */
  errors?: Record<string, string>;
}

/** The header every error answer of the API carries its context id in. */
export const CONTEXT_ID_HEADER = 'X-Context-Id';
