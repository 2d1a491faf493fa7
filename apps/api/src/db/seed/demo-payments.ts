/**
 * Demo payments: in approved and running classes two of every three students have paid
 * (a receipt a week after the class was created); in pending classes, every fourth. Deterministic
 * (no PRNG draw), so the rest of the demo data stays the same; never a day after today.
 */
export function demoPayment(
  status: string,
  classId: number,
  index: number,
  createdAt: string,
  adminId: number,
  now: Date,
) {
  const paid =
    ((status === 'aprobado' || status === 'active') && index % 3 !== 2) || (status === 'pendiente' && index % 4 === 1);
  const day = new Date(Date.parse(createdAt) + (7 + index) * 86_400_000);
  if (!paid || day.getTime() > now.getTime()) {
    // Every key on every row: a multi-row insert on SQLite has no DEFAULT for a missing one.
    return {
      payment_status: 'pendiente',
      payment_folio: null,
      payment_date: null,
      payment_updated_by: null,
      payment_updated_at: null,
    };
  }
  return {
    payment_status: 'pagado',
    payment_folio: `REC-${classId}-${index + 1}`,
    payment_date: day.toISOString().slice(0, 10),
    payment_updated_by: adminId,
    payment_updated_at: day.toISOString(),
  };
}
