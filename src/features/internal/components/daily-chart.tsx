// A per-day bar chart with its table: the bars for sighted people, and the same figures as a
// table a screen reader (or anyone) can open, since a chart alone says nothing to assistive tech.
import { Box, Card, Table, Text } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsDay } from '@sync/internal/analytics';

type Key = Exclude<keyof AnalyticsDay, 'day'>;

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDay = (iso: string) => dayLabel.format(new Date(`${iso}T00:00:00Z`));

interface Props {
  id: string;
  title: string;
  days: AnalyticsDay[];
  series: { key: Key; label: string; color: string }[];
}

export function DailyChart({ id, title, days, series }: Props) {
  const chart = useChart({
    data: days.map((d) => ({ ...d, label: shortDay(d.day) })),
    series: series.map((s) => ({ name: s.key, color: s.color, label: s.label })),
  });
  const totals = series.map((s) => `${days.reduce((n, d) => n + d[s.key], 0)} ${s.label.toLowerCase()}`).join(', ');
  return (
    <Card.Root size="sm" id={id} as="section" aria-labelledby={`${id}-title`}>
      <Card.Header>
        <Card.Title id={`${id}-title`}>{title}</Card.Title>
        <Card.Description>{`In all: ${totals}.`}</Card.Description>
      </Card.Header>
      <Card.Body gap="3">
        <Box aria-hidden="true">
          <Chart.Root chart={chart} maxH="64">
            <BarChart responsive data={chart.data} margin={{ left: -20 }} barCategoryGap="15%" maxBarSize={32}>
              <CartesianGrid stroke={chart.color('border')} vertical={false} />
              <XAxis dataKey={chart.key('label')} tickLine={false} axisLine={false} minTickGap={16} />
              <YAxis tickLine={false} axisLine={false} allowDecimals={false} />
              <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
              <Legend content={<Chart.Legend />} />
              {chart.series.map((item) => (
                <Bar
                  key={item.name}
                  isAnimationActive={false}
                  dataKey={chart.key(item.name)}
                  fill={chart.color(item.color)}
                  name={String(item.label)}
                  // Two series share each day's bar, one above the other: side by side, 90 days
                  // left each under a pixel wide.
                  stackId={series.length > 1 ? 'day' : undefined}
                  radius={series.length > 1 ? 0 : 2}
                />
              ))}
            </BarChart>
          </Chart.Root>
        </Box>
        <details>
          <summary style={{ cursor: 'pointer' }}>
            <Text as="span" fontSize="sm">{`${title} as a table`}</Text>
          </summary>
          <Table.ScrollArea borderWidth="1px" rounded="md" maxH="60" mt="2">
            <Table.Root size="sm" stickyHeader>
              <Table.Caption>{title}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Day</Table.ColumnHeader>
                  {series.map((s) => (
                    <Table.ColumnHeader key={s.key} textAlign="end">
                      {s.label}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {days.map((d) => (
                  <Table.Row key={d.day}>
                    <Table.Cell>{shortDay(d.day)}</Table.Cell>
                    {series.map((s) => (
                      <Table.Cell key={s.key} textAlign="end">
                        {d[s.key]}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </details>
      </Card.Body>
    </Card.Root>
  );
}
