/** Spec §3 "Backend user". Both spellings of the verified flag are serialised. */
export interface BackendUser {
  id: number;
  email: string;
  username: string;
  name: string;
  email_verified: boolean;
  emailVerified: boolean;
  is_staff: boolean;
  display_username: string | null;
  display_name: string | null;
  photoURL: string | null;
  auth_provider: string;
  uid: string | null;
}

/** The author summary embedded in statements and comments. */
export interface UserSummary {
  id: number;
  username: string;
  display_name: string | null;
  photoURL: string | null;
}

export interface UserResponse {
  user: BackendUser;
}

/** Login and register answers also carry the session token for bearer use. */
export interface SessionResponse {
  success: true;
  user: BackendUser;
  token: string;
}

export interface EmailLoginRequest {
  email: string;
  password: string;
}

export interface EmailRegisterRequest {
  email: string;
  password: string;
  name: string;
}

/** Spec §3 "Auth payload to the backend". */
export interface FirebaseAuthRequest {
  token: string;
  providerId: string;
  emailVerified: boolean;
  _tokenResponse?: Record<string, unknown>;
}

export interface VerifyEmailResponse {
  message?: string;
  error?: string;
}

/** Spec §3 "Authentication check response". */
export interface AuthCheckResponse {
  authenticated: boolean;
  user_id: number | null;
  username: string | null;
  cookies: { sessionid: boolean };
  environment: string;
}

export interface PublicProfile {
  id: number;
  username: string;
  name: string;
  display_name: string | null;
  bio: string;
  photoURL: string | null;
  date_joined: string;
  prediction_count: number;
  /** Owner only. */
  email?: string;
  /** Owner only. */
  auth_provider?: string;
}

export interface CsrfResponse {
  csrfToken: string;
}
