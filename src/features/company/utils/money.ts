// An amount in its currency, whole units ('$120,000'); 'Not set' when there is none.
export function formatMoney(amount: number | null, currency: string): string {
  if (amount === null) return 'Not set';
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}
