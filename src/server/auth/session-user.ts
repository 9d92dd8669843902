/** The signed-in user a request acts for, as resolved from its session. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
}
