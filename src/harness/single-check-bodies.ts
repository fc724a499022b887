/**
 * A fixed organisation account check body (interface.md Endpoints/2, Resources; A7): the IBAN
 * NL91ABNA0417164300 as `accountId` and `name`. The generated bodies are in
 * generators/single-check-body.ts.
 */
export function organisationBody(name: string): { accountId: { value: string; type: string }; name: string } {
  return { accountId: { value: 'NL91ABNA0417164300', type: 'IBAN' }, name };
}

/**
 * A fixed confirmation of payee body (interface.md Endpoints/3, Resources; A7): SchemeName
 * SortCodeAccountNumber, Identification 40051212345678 (sort code and account number), `Name`
 * and `AccountType` (Personal or Business).
 */
export function payeeBody(
  Name: string,
  AccountType = 'Personal',
): { SchemeName: string; AccountType: string; Identification: string; Name: string } {
  return { SchemeName: 'SortCodeAccountNumber', AccountType, Identification: '40051212345678', Name };
}
