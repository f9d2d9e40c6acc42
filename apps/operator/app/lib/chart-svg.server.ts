import * as echarts from "echarts";

/** The series colours: each holds 4.5:1 or more against white, so bars and lines read as text would. */
export const CHART_COLOURS = ["#1d4ed8", "#b45309", "#047857", "#b91c1c", "#6d28d9", "#0e7490"] as const;

/**
 * Draws an ECharts option as an SVG string on the server (ECharts' server-side rendering), for a
 * back office that sends no script. The SVG is made to live under the back office's CSP
 * (`style-src 'self'`): the hover rules of its `<style>` element go (nothing hovers without script),
 * and its inline `style` attributes become the presentation attributes they stand for.
 */
export function chartSvg(option: echarts.EChartsCoreOption, size: { width: number; height: number }): string {
  const chart = echarts.init(null, null, { renderer: "svg", ssr: true, width: size.width, height: size.height });
  try {
    chart.setOption({
      animation: false,
      color: [...CHART_COLOURS],
      textStyle: { fontFamily: "'WenQuanYi Micro Hei', 'Microsoft YaHei', sans-serif", color: "#1f2937" },
      ...option,
    });
    return presentationOnly(chart.renderToSVGString());
  } finally {
    chart.dispose();
  }
}

/** The SVG without `<style>` elements, each `style="a:b;c:d"` written as `a="b" c="d"`. */
export function presentationOnly(svg: string): string {
  return svg.replace(/<style[\s\S]*?<\/style>/g, "").replace(/ style="([^"]*)"/g, (_, declarations: string) =>
    declarations
      .split(";")
      .map((declaration) => declaration.split(":").map((part) => part.trim()))
      .filter((parts): parts is [string, string] => parts.length === 2 && /^[a-z-]+$/.test(parts[0] ?? "") && !/["<>]/.test(parts[1] ?? ""))
      .map(([name, value]) => ` ${name}="${value}"`)
      .join(""),
  );
}
