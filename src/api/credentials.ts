/** An API key and secret: the client credentials of interface.md Authentication 2. */
export interface ClientCredentials {
  readonly apiKey: string;
  readonly apiSecret: string;
}
