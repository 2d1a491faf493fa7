/**
 * Spoofed X-Forwarded-For through nginx: one client fails the staff sign-in again and again, each time
 * writing another made-up address in its own X-Forwarded-For. nginx appends the address it saw and the API
 * (TRUST_PROXY=1) takes that one, so the per-email-and-address limit (docs/rules.md SES-5) must
 * refuse the client with 429 once its failures reach the limit, whatever it wrote.
 */
import { tsImport } from 'tsx/esm/api';

const { LOGIN_LIMITS } = await tsImport('@portal/domain/rules', import.meta.url);
const LIMIT_FAILURES_PER_EMAIL_AND_ADDRESS = LOGIN_LIMITS.failuresPerEmailAndAddress;

export async function spoofedSignIns(baseUrl, runId, attempts = LIMIT_FAILURES_PER_EMAIL_AND_ADDRESS + 4) {
  const email = `suplantador.${runId}@tec.example`;
  const byStatus = {};
  const statuses = [];
  for (let i = 0; i < attempts; i++) {
    const spoofed = `203.0.113.${1 + ((runId + i * 37) % 250)}, 198.51.100.${1 + i}`;
    const res = await fetch(`${baseUrl}/api/auth/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': spoofed },
      body: JSON.stringify({ email, password: 'no-es-la-contraseña' }),
    });
    await res.arrayBuffer();
    statuses.push(res.status);
    byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
  }
  const problems = [];
  const limit = LIMIT_FAILURES_PER_EMAIL_AND_ADDRESS;
  if ((byStatus[401] ?? 0) > limit)
    problems.push(`X-Forwarded-For falsificado: ${byStatus[401]} fallos aceptados (> ${limit}) — el límite se evadió`);
  if (statuses.slice(limit).some((s) => s !== 429))
    problems.push(`X-Forwarded-For falsificado: tras ${limit} fallos no todo fue 429: ${statuses.join(',')}`);
  if (statuses.slice(0, limit).some((s) => s !== 401))
    problems.push(`inicios de sesión fallidos que no respondieron 401: ${statuses.join(',')}`);
  return { attempts, byStatus, limit, problems };
}
