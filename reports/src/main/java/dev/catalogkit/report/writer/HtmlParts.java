package dev.catalogkit.report.writer;

import static dev.catalogkit.report.writer.Markup.html;

import dev.catalogkit.report.Outcome;
import dev.catalogkit.spec.Requirement;
import dev.catalogkit.spec.SpecSource;

/** Small pieces of {@code compliance.html} that several of its sections share. */
final class HtmlParts {

  private HtmlParts() {}

  static String badge(Outcome outcome) {
    return "<span class=\"badge o-" + outcome + "\">" + outcome + "</span>";
  }

  static String level(Requirement requirement) {
    return html(requirement.level().name()) + (requirement.implied() ? " (implied)" : "");
  }

  /** An element ID for a requirement: letters, digits, '-' and '_' only. */
  static String requirementAnchor(String id) {
    return "req-" + id.replaceAll("[^A-Za-z0-9_-]", "_");
  }

  /** The element ID of a requirement's entry among the problems. */
  static String problemAnchor(String id) {
    return "problem-" + id.replaceAll("[^A-Za-z0-9_-]", "_");
  }

  /** A link to the spec document and the sentence quoted from it. */
  static String source(SpecSource source) {
    return "<a href=\""
        + html(source.url())
        + "\">"
        + html(source.document())
        + "</a><blockquote>"
        + html(source.quote())
        + "</blockquote>";
  }

  /** A row of a key-value table whose value is already HTML; the label is kit text. */
  static void row(StringBuilder out, String label, String valueHtml) {
    out.append("<tr><th>")
        .append(label)
        .append("</th><td>")
        .append(valueHtml)
        .append("</td></tr>\n");
  }

  /** A row of escaped text, left out when there is none. */
  static void optionalRow(StringBuilder out, String label, String value, boolean preformatted) {
    if (value == null || value.isEmpty()) {
      return;
    }
    row(out, label, preformatted ? "<pre>" + html(value) + "</pre>" : html(value));
  }

  /** The text cut to {@code max} characters, whitespace runs made one space. */
  static String compact(String text, int max) {
    String flat = text.strip().replaceAll("\\s+", " ");
    return flat.length() <= max ? flat : flat.substring(0, max) + "\u2026";
  }
}
