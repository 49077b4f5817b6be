// One dashboard figure as a card that links to its screen: the number, what it counts, and its
// trend (the last 30 days' events against the 30 before) in words as well as an arrow.
import { Card, HStack, Link, Stat, Text } from '@chakra-ui/react';
import { MinusIcon, TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { trendPercent, type Kpi } from '@sync/internal/dashboard';
import { AppIcon } from '@/components/app-icon';
import { AppLink } from '@/components/app-link';

const count = new Intl.NumberFormat('en-US');

export function trendWords(kpi: Kpi, event: string): string {
  const percent = trendPercent(kpi);
  const recent = `${count.format(kpi.last_30)} ${event} in 30 days`;
  if (percent === null) return kpi.last_30 ? `${recent}, none the 30 before` : `No ${event} in 60 days`;
  if (percent === 0) return `${recent}, as many as the 30 before`;
  return `${recent}, ${percent > 0 ? 'up' : 'down'} ${Math.abs(percent)}% on the 30 before`;
}

export function KpiCard(props: { label: string; kpi: Kpi; event: string; to: string; children?: ReactNode }) {
  const percent = trendPercent(props.kpi);
  const rising = percent === null ? props.kpi.last_30 > 0 : percent > 0;
  const icon = percent === 0 || (percent === null && !rising) ? MinusIcon : rising ? TrendingUpIcon : TrendingDownIcon;
  return (
    <Card.Root size="sm" variant="outline" _hover={{ borderColor: 'border.emphasized' }}>
      <Card.Body>
        <Stat.Root>
          <Stat.Label>
            <Link asChild color="fg" fontWeight="medium" _after={{ content: '""', position: 'absolute', inset: 0 }}>
              <AppLink to={props.to}>{props.label}</AppLink>
            </Link>
          </Stat.Label>
          <Stat.ValueText fontSize="3xl">{count.format(props.kpi.value)}</Stat.ValueText>
          <HStack gap="1.5" color="fg.muted" fontSize="sm">
            <AppIcon icon={icon} boxSize="4" />
            <Text>{trendWords(props.kpi, props.event)}</Text>
          </HStack>
          {props.children}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
