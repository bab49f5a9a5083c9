import { Chart, useChart } from "@chakra-ui/charts";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";

type ChartDay = { label: string; count: number };

export type StudyChartProps = {
  days: readonly ChartDay[];
  // The tooltip's name of a bar's count ("Reviews", "Cards due").
  seriesLabel: string;
  color: string;
};

// A bar a day. Loaded on its own (recharts is large) by StudyChartCard, which also gives the text
// alternative: the drawing itself is hidden from screen readers.
export const StudyChart = ({ days, seriesLabel, color }: StudyChartProps) => {
  const chart = useChart({ data: [...days], series: [{ name: "count", color, label: seriesLabel }] });
  // Chakra's chart hook types a token's colour as any; it is a CSS colour string.
  const colorOf = (token: Parameters<typeof chart.color>[0]): string => chart.color(token) as string;
  return (
    <Chart.Root chart={chart} aspectRatio="auto" h="48" aria-hidden="true">
      <BarChart responsive data={chart.data} margin={{ top: 4, right: 4, bottom: 0, left: -24 }} accessibilityLayer={false}>
        <CartesianGrid stroke={colorOf("border.muted")} vertical={false} />
        <XAxis dataKey={chart.key("label")} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={16} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={48} />
        <Tooltip cursor={{ fill: colorOf("bg.muted") }} animationDuration={100} content={<Chart.Tooltip />} />
        {chart.series.map((item) => (
          <Bar
            key={item.name}
            dataKey={chart.key(item.name)}
            fill={colorOf(item.color)}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
};
