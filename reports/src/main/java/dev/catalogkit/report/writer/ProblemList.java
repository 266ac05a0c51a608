package dev.catalogkit.report.writer;

import static dev.catalogkit.report.writer.HtmlParts.badge;
import static dev.catalogkit.report.writer.HtmlParts.compact;
import static dev.catalogkit.report.writer.HtmlParts.level;
import static dev.catalogkit.report.writer.HtmlParts.problemAnchor;
import static dev.catalogkit.report.writer.HtmlParts.requirementAnchor;
import static dev.catalogkit.report.writer.Markup.html;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.ExchangeRecord;
import dev.catalogkit.report.Failure;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.baseline.Comparison;
import dev.catalogkit.spec.Requirement;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The distinct problems of a run, for {@code compliance.html}: one entry per requirement that was
 * violated or broke, those that fail the gate first, each with its sentence, the hint, one compact
 * row per failing case (the request its verdict rests on, the answer, the server's own message,
 * expected vs actual) and the line that re-runs it. The full evidence of each case is further down
 * the page, one link away.
 */
final class ProblemList {

  /** How much of an expected or actual value a row shows; the evidence card has all of it. */
  private static final int MAX_VALUE_CHARS = 160;

  private final RunReport report;
  private final Map<String, String> anchorOfCheck;
  private final StringBuilder out;
  private final List<RequirementVerdict> problems;

  /** The problems of their own: those no other problem's finding explains. */
  private final List<RequirementVerdict> roots;

  /**
   * @param anchorOfCheck the element ID of each check's evidence card
   */
  ProblemList(RunReport report, Map<String, String> anchorOfCheck, StringBuilder out) {
    this.report = report;
    this.anchorOfCheck = anchorOfCheck;
    this.out = out;
    this.problems = problems(report);
    this.roots = problems.stream().filter(v -> v.causedBy() == null).toList();
  }

  /** Whether the requirement is one of the problems. */
  boolean includes(RequirementVerdict verdict) {
    return problems.contains(verdict);
  }

  /** The requirements violated (always or sometimes) or broken: gate failures first, then worst. */
  static List<RequirementVerdict> problems(RunReport report) {
    return ReportOrder.requirements(report).stream()
        .filter(v -> v.outcome().isViolation() || v.outcome() == Outcome.ERROR)
        .sorted(
            Comparator.comparing((RequirementVerdict v) -> !report.failsTheGate(v))
                .thenComparing(v -> -v.outcome().ordinal()))
        .toList();
  }

  /** The failing cases of a requirement, worst first, then new before known, then by check ID. */
  static List<CheckResult> casesOf(RunReport report, String requirementId) {
    return ReportOrder.checks(report).stream()
        .filter(check -> requirementId.equals(check.requirementId()) && Repro.wanted(check))
        .sorted(
            Comparator.comparing((CheckResult check) -> -check.outcome().ordinal())
                .thenComparing(report::knownInBaseline))
        .toList();
  }

  /** The problems another one's finding explains, in the order of the problems. */
  private List<RequirementVerdict> sameCauseAs(RequirementVerdict root) {
    return problems.stream().filter(v -> root.requirement().id().equals(v.causedBy())).toList();
  }

  /**
   * One line per problem of its own, before anything else, each a link to its entry; under it, the
   * requirements of the same cause, linked too but not counted.
   */
  void index() {
    out.append("<nav class=\"box\" id=\"index\">\n<h2>");
    if (problems.isEmpty()) {
      out.append("No problems: every requirement this run judged holds</h2>\n");
    } else {
      out.append(roots.size())
          .append(roots.size() == 1 ? " problem" : " distinct problems")
          .append(": the requirements not met")
          .append(sameCauseCount())
          .append("</h2>\n<ol class=\"index\">\n");
      for (RequirementVerdict verdict : roots) {
        out.append("<li>").append(indexLine(verdict));
        List<RequirementVerdict> sameCause = sameCauseAs(verdict);
        if (!sameCause.isEmpty()) {
          out.append("\n<ul class=\"same-cause\">\n");
          sameCause.forEach(
              caused -> out.append("<li>same cause: ").append(indexLine(caused)).append("</li>\n"));
          out.append("</ul>");
        }
        out.append("</li>\n");
      }
      out.append("</ol>\n");
    }
    out.append("<p class=\"side\">Then: <a href=\"#not-judged\">not judged</a> \u00b7 ")
        .append(
            "<a href=\"#capabilities\">capabilities</a> \u00b7 <a href=\"#run\">run</a> \u00b7 ")
        .append("<a href=\"#requirements\">every requirement</a> \u00b7 ")
        .append("<a href=\"#checks\">evidence</a></p>\n</nav>\n");
  }

  private String indexLine(RequirementVerdict verdict) {
    List<CheckResult> cases = casesOf(report, verdict.requirement().id());
    return heading(verdict, problemAnchor(verdict.requirement().id()))
        + " <span class=\"side\">"
        + cases.size()
        + (cases.size() == 1 ? " case" : " cases")
        + newCases(cases)
        + "</span>";
  }

  /** " (and 2 more of the same cause)" where problems explain others; else empty. */
  private String sameCauseCount() {
    int caused = problems.size() - roots.size();
    return caused == 0 ? "" : " (and " + caused + " more of the same cause)";
  }

  /** The badge, the ID linked to {@code anchor}, the level and the title of a requirement. */
  private static String heading(RequirementVerdict verdict, String anchor) {
    Requirement requirement = verdict.requirement();
    return badge(verdict.outcome())
        + " <a class=\"mono\" href=\"#"
        + anchor
        + "\">"
        + html(requirement.id())
        + "</a> "
        + level(requirement)
        + ' '
        + html(requirement.title());
  }

  /** How many of the cases are new since {@code --baseline}; empty without a baseline. */
  private String newCases(List<CheckResult> cases) {
    if (report.policy().baseline() == null) {
      return "";
    }
    long fresh =
        cases.stream()
            .filter(check -> Comparison.NEW.equals(Comparison.status(report, check)))
            .count();
    return fresh == 0 ? ", all known" : ", " + fresh + " new since the baseline";
  }

  /** Each problem's entry, in the order of the index. */
  void entries() {
    if (problems.isEmpty()) {
      out.append("<div class=\"box clean\" id=\"failures\">No failures: every requirement")
          .append(" this run judged holds.</div>\n");
      return;
    }
    out.append("<section id=\"failures\">\n<h2>Problems (")
        .append(roots.size())
        .append(roots.size() == 1 ? " requirement" : " requirements")
        .append(", those that fail the run first")
        .append(sameCauseCount())
        .append(")</h2>\n");
    for (RequirementVerdict root : roots) {
      entry(root);
      sameCauseAs(root).forEach(this::entry);
    }
    out.append("</section>\n");
  }

  private void entry(RequirementVerdict verdict) {
    Requirement requirement = verdict.requirement();
    List<CheckResult> cases = casesOf(report, requirement.id());
    out.append("<article class=\"failure check o-")
        .append(verdict.outcome())
        .append("\" id=\"")
        .append(problemAnchor(requirement.id()))
        .append("\">\n<h3>")
        .append(heading(verdict, requirementAnchor(requirement.id())))
        .append("</h3>\n")
        .append(HtmlParts.source(requirement.source()))
        .append('\n');
    if (verdict.causedBy() != null) {
      out.append("<p class=\"same-cause\"><b>Same cause as <a class=\"mono\" href=\"#")
          .append(problemAnchor(verdict.causedBy()))
          .append("\">")
          .append(html(verdict.causedBy()))
          .append("</a>:</b> every case here saw that requirement's defect, so it is not counted")
          .append(" as a problem of its own; fixing that one fixes this.</p>\n");
    }
    if (requirement.obligation() != null) {
      // a FAIL must point at the words that oblige the server: the catalogue names them per MUST
      out.append("<p class=\"side\"><b>Why a MUST:</b> ")
          .append(html(requirement.obligation()))
          .append("</p>\n");
    }
    if (requirement.reading() != null) {
      out.append("<p class=\"side\"><b>Reading:</b> ")
          .append(html(requirement.reading()))
          .append("</p>\n");
    }
    out.append("<p><b>How to fix:</b> ").append(html(requirement.hint())).append("</p>\n");
    if (verdict.reason() != null) {
      out.append("<p class=\"side\">").append(html(verdict.reason())).append("</p>\n");
    }
    if (!cases.isEmpty()) {
      out.append("<table class=\"cases\">\n<thead><tr><th>Case</th><th>Request</th>")
          .append("<th>Answer</th><th>The server said</th><th>Expected \u2192 actual</th>")
          .append("</tr></thead>\n<tbody>\n");
      cases.forEach(this::caseRow);
      out.append("</tbody>\n</table>\n");
      out.append("<pre>").append(html(Repro.rerun(report, cases.get(0)))).append("</pre>\n");
    }
    out.append("</article>\n");
  }

  private void caseRow(CheckResult check) {
    ExchangeRecord decisive = decisiveOf(check);
    out.append("<tr class=\"o-row-")
        .append(check.outcome())
        .append("\"><td>")
        .append(check.outcome() == Outcome.FAIL ? "" : badge(check.outcome()) + " ")
        .append(baselineMark(Comparison.status(report, check)))
        .append("<a href=\"#")
        .append(anchorOfCheck.get(check.id()))
        .append("\">")
        .append(html(caseName(check)))
        .append("</a></td>");
    if (decisive == null) {
      out.append("<td></td><td></td><td></td>");
    } else {
      out.append("<td class=\"mono\">")
          .append(html(decisive.method() + " " + pathOf(decisive.url())))
          .append("</td><td>")
          .append(decisive.status() == null ? "no answer" : decisive.status().toString())
          .append("</td><td class=\"said\">")
          .append(html(orEmpty(ServerMessage.of(decisive))))
          .append("</td>");
    }
    out.append("<td>").append(html(expectedVersusActual(check))).append("</td></tr>\n");
  }

  /** {@code NEW} or {@code KNOWN} before a case compared with {@code --baseline}, else nothing. */
  static String baselineMark(String status) {
    return status == null
        ? ""
        : "<span class=\"mark b-" + status + "\">" + status.toLowerCase(Locale.ROOT) + "</span> ";
  }

  /** What the row says the check found: expected and actual, or the reason it broke. */
  private static String expectedVersusActual(CheckResult check) {
    Failure failure = check.failure();
    if (failure == null) {
      return orEmpty(check.reason());
    }
    if (failure.expected() == null) {
      return compact(orEmpty(failure.message()), 2 * MAX_VALUE_CHARS);
    }
    return compact(failure.expected(), MAX_VALUE_CHARS)
        + " \u2192 "
        + compact(orEmpty(failure.actual()), MAX_VALUE_CHARS);
  }

  /**
   * The case a check stands for: a parameterised check's invocation, else the method's name. The
   * requirement it belongs to heads the entry already.
   */
  static String caseName(CheckResult check) {
    int invocation = check.name().indexOf(" \u00b7 ");
    if (invocation >= 0) {
      return check.name().substring(invocation + 3);
    }
    int method = check.id().indexOf('#');
    return method < 0 ? check.id() : check.id().substring(method + 1);
  }

  /** The first exchange marked decisive, else the last the check made; null when it made none. */
  static ExchangeRecord decisiveOf(CheckResult check) {
    List<ExchangeRecord> exchanges = check.exchanges();
    return exchanges.stream()
        .filter(exchange -> exchange.role() == ExchangeRecord.Role.DECISIVE)
        .findFirst()
        .orElse(exchanges.isEmpty() ? null : exchanges.get(exchanges.size() - 1));
  }

  /** The URL without scheme and authority: the host is in the header, the port changes. */
  private static String pathOf(String url) {
    return url.replaceFirst("^[a-zA-Z][a-zA-Z0-9+.-]*://[^/]*", "");
  }

  private static String orEmpty(String text) {
    return text == null ? "" : text;
  }
}
