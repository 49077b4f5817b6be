// One dashboard figure as a card that links to its screen: the number, what it counts, and its
// trend (the last 30 days' events against the 30 before) in words as well as an arrow.
import { Card, HStack, Link, Stat, Text } from '@chakra-ui/react';
import { MinusIcon, SparklesIcon, TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { trendOf, type Kpi, type Trend } from '@sync/internal/dashboard';
import { AppIcon } from '@/components/app-icon';
import { AppLink } from '@/components/app-link';

const count = new Intl.NumberFormat('en-US');

function trendWords(kpi: Kpi, trend: Trend, event: string): string {
  const recent = `${count.format(kpi.last_30)} ${event} in 30 days`;
  switch (trend.kind) {
    case 'none':
      return `No ${event} in 60 days`;
    case 'new':
      return `${recent}, new (none the 30 before)`;
    case 'same':
      return `${recent}, as many as the 30 before`;
    case 'times':
      return `${recent}, ${trend.times} times the 30 before`;
    default:
      return `${recent}, ${trend.kind} ${trend.percent}% on the 30 before`;
  }
}

const trendIcons = {
  none: MinusIcon,
  same: MinusIcon,
  new: SparklesIcon,
  up: TrendingUpIcon,
  times: TrendingUpIcon,
  down: TrendingDownIcon,
};

export function KpiCard(props: { label: string; kpi: Kpi; event: string; to: string; children?: ReactNode }) {
  const trend = trendOf(props.kpi);
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
            <AppIcon icon={trendIcons[trend.kind]} boxSize="4" />
            <Text>{trendWords(props.kpi, trend, props.event)}</Text>
          </HStack>
          {props.children}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
