// An amount in its currency, whole units ('$120,000'); 'Not set' when there is none.
import { money } from '@/utils/money';

export function formatMoney(amount: number | null, currency: string): string {
  return amount === null ? 'Not set' : money(amount, currency);
}
