package dev.catalogkit.report.writer;

import static dev.catalogkit.report.writer.Markup.html;

import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.baseline.Comparison;
import java.util.List;

/**
 * The run against {@code --baseline} in {@code compliance.html}, right under the index: the counts,
 * the regressions (what {@code --fail-on new} fails on) and the baseline's findings this run fixed.
 * Each problem's rows mark their cases new or known; this box says what that adds up to.
 */
final class BaselineSection {

  private BaselineSection() {}

  /** Nothing without a baseline. */
  static void render(RunReport report, StringBuilder out) {
    Comparison comparison = Comparison.of(report).orElse(null);
    if (comparison == null) {
      return;
    }
    List<String> regressions = report.regressions();
    out.append("<section class=\"box\" id=\"baseline\">\n<h2>Since the baseline: ")
        .append(regressions.size())
        .append(regressions.size() == 1 ? " regression" : " regressions")
        .append("</h2>\n<p>Compared with <code>")
        .append(html(comparison.source()))
        .append("</code>: ")
        .append(comparison.newFindings().size())
        .append(" new, ")
        .append(comparison.known().size())
        .append(" known, ")
        .append(comparison.fixed().size())
        .append(" fixed findings")
        .append(report.policy().failOnNew() ? "; only the regressions fail the run" : "")
        .append(".</p>\n");
    listed("Regressions", regressions, out);
    listed("Fixed since the baseline", comparison.fixed(), out);
    out.append("</section>\n");
  }

  private static void listed(String heading, List<String> items, StringBuilder out) {
    if (items.isEmpty()) {
      return;
    }
    out.append("<h3>").append(heading).append("</h3>\n<ul class=\"mono\">\n");
    items.forEach(item -> out.append("<li>").append(html(item)).append("</li>\n"));
    out.append("</ul>\n");
  }
}
