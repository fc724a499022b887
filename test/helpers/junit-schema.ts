import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const XSD = fileURLToPath(new URL('../fixtures/junit/junit.xsd', import.meta.url));

/** The problems xmllint finds in `xml` against the JUnit schema (test/fixtures/junit/junit.xsd); [] when valid. */
export async function junitSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'junit.xml', contents: xml }],
    schema: [{ fileName: 'junit.xsd', contents: readFileSync(XSD, 'utf8') }],
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
