/**
 * The demo's data as a bench reaches it over HTTP, on an API started with the demo seed: a demo user
 * signed in through the provider's page, the subscription form, its receipt field.
 */
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-accounts.js';
import { fetchCall, signInThroughProvider } from '../../apps/api/tests/support/sign-in-flow.js';

/** Signs a demo user in through the provider's sign-in page; answers the `authorization` header. */
export async function signInOverHttp(base: string, username: string): Promise<string> {
  const tokens = await signInThroughProvider(fetchCall(base), {
    baseUrl: base,
    username,
    password: DEMO_PASSWORD,
  });
  return `Bearer ${tokens.access_token}`;
}

/** The demo subscription form's id: the tenant's first form that is not the back office's. */
export async function findSubscriptionFormId(base: string, authorization: string): Promise<number> {
  const answer = await fetch(`${base}/api/forms`, { headers: { authorization } });
  const { forms } = (await answer.json()) as { forms: { id: number; back_office: boolean }[] };
  return forms.find((form) => !form.back_office)!.id;
}

/** A form's first receipt-file element with receipt types, and its first type: where a bench uploads. */
export async function findReceiptElement(
  base: string,
  authorization: string,
  formId: number,
): Promise<{ elementId: number; typeId: string }> {
  const answer = await fetch(`${base}/api/fr/forms/${formId}/definition`, { headers: { authorization } });
  const definition = (await answer.json()) as {
    elements: { id: number; type: string; attributes: { types?: { id: string | number }[] | null } }[];
  };
  const element = definition.elements.find(
    (candidate) => candidate.type === 'input_receipt_file' && candidate.attributes.types?.length,
  )!;
  return { elementId: element.id, typeId: String(element.attributes.types![0]!.id) };
}
