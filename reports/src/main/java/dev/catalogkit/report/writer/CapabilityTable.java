package dev.catalogkit.report.writer;

import static dev.catalogkit.report.writer.HtmlParts.requirementAnchor;
import static dev.catalogkit.report.writer.Markup.html;

import dev.catalogkit.report.CapabilityMatrix;
import dev.catalogkit.report.CapabilityMatrix.JudgedOn;
import dev.catalogkit.report.CapabilityMatrix.OperationCapability;

/**
 * The capability matrix in {@code compliance.html}: one row per operation of the profile's
 * document, whether the server advertises it, whether it answered 2xx and what its probe got, and
 * each requirement judged on it as a link coloured by its outcome there.
 */
final class CapabilityTable {

  private CapabilityTable() {}

  static void render(CapabilityMatrix matrix, StringBuilder out) {
    out.append("<section id=\"capabilities\">\n<h2>Capabilities: what the server offers</h2>\n");
    if (matrix.operations().isEmpty()) {
      out.append("<p class=\"side\">No operations recorded.</p>\n</section>\n");
      return;
    }
    out.append("<p>").append(html(CapabilityText.headline(matrix))).append("</p>\n");
    out.append("<table class=\"matrix\">\n<thead><tr><th>Operation</th><th>Method and path</th>")
        .append("<th>Advertised</th><th>Served</th><th>Requirements judged on it</th>")
        .append("</tr></thead>\n<tbody>\n");
    for (OperationCapability operation : matrix.operations()) {
      out.append("<tr><td class=\"mono\">")
          .append(html(operation.operationId()))
          .append("</td><td class=\"mono\">")
          .append(html(operation.method()))
          .append(' ')
          .append(html(operation.path()))
          .append("</td><td>")
          .append(CapabilityText.advertised(matrix, operation))
          .append("</td><td")
          .append(operation.served() ? "" : " class=\"absent\"")
          .append('>')
          .append(html(CapabilityText.served(operation)))
          .append("</td><td>");
      for (JudgedOn judged : operation.requirements()) {
        out.append("<a class=\"chip o-")
            .append(judged.outcome())
            .append("\" href=\"#")
            .append(requirementAnchor(judged.requirementId()))
            .append("\" title=\"")
            .append(judged.outcome())
            .append("\">")
            .append(html(judged.requirementId()))
            .append("</a> ");
      }
      out.append("</td></tr>\n");
    }
    out.append("</tbody>\n</table>\n</section>\n");
  }
}
