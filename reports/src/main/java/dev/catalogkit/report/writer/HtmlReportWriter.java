package dev.catalogkit.report.writer;

import static dev.catalogkit.report.writer.HtmlParts.badge;
import static dev.catalogkit.report.writer.HtmlParts.level;
import static dev.catalogkit.report.writer.HtmlParts.problemAnchor;
import static dev.catalogkit.report.writer.HtmlParts.requirementAnchor;
import static dev.catalogkit.report.writer.Markup.html;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Exploration;
import dev.catalogkit.report.NotJudged;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunHealth;
import dev.catalogkit.report.RunInfo;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.RunVerdict;
import dev.catalogkit.spec.Requirement;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * {@code compliance.html}: one self-contained page that opens offline — inline CSS, a little
 * optional inline script for filtering, no external fonts, images or scripts. A Content Security
 * Policy allows only the kit's own script (by hash), so even a server body that slipped past
 * escaping could not load or run anything.
 *
 * <p>It reads by cause: the verdict, the index and an entry per problem ({@link ProblemList}), then
 * the rest, the capability matrix among it ({@link CapabilityTable}), and the evidence last ({@link
 * EvidenceSection}).
 *
 * <p>Every piece of text goes through {@link Markup#html}: server bodies and headers are hostile.
 */
public final class HtmlReportWriter implements ReportWriter {

  public static final String FILE_NAME = "compliance.html";

  private static final String CSS = resource("compliance.css");

  /** The exact text between the script tags: the policy's hash covers every character of it. */
  private static final String SCRIPT = "\n" + resource("compliance.js");

  private static final String CSP =
      "default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-"
          + sha256(SCRIPT)
          + "'; base-uri 'none'; form-action 'none'";

  /** Non-passing checks, worst first: FAIL, ERROR, FLAKY, WARN, NOTICE, NOT_VERIFIED, N/A. */
  private static final Comparator<CheckResult> WORST_FIRST =
      Comparator.comparing((CheckResult check) -> check.outcome().ordinal()).reversed();

  @Override
  public String fileName() {
    return FILE_NAME;
  }

  @Override
  public String render(RunReport report) {
    return new Page(report).render();
  }

  /** One rendering of one report. */
  private static final class Page {
    private final RunReport report;
    private final StringBuilder out = new StringBuilder(64 * 1024);
    private final List<CheckResult> notPassed;
    private final Map<String, String> anchorOfCheck = new HashMap<>();
    private final ProblemList problemList;

    Page(RunReport report) {
      this.report = report;
      this.notPassed =
          ReportOrder.checks(report).stream()
              .filter(check -> check.outcome() != Outcome.PASS)
              .sorted(WORST_FIRST)
              .toList();
      this.problemList = new ProblemList(report, anchorOfCheck, out);
      for (int i = 0; i < notPassed.size(); i++) {
        anchorOfCheck.putIfAbsent(notPassed.get(i).id(), "check-" + (i + 1));
      }
    }

    String render() {
      RunInfo run = report.run();
      RunVerdict verdict = report.verdict();
      out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
      out.append("<meta http-equiv=\"Content-Security-Policy\" content=\"")
          .append(CSP)
          .append("\">\n");
      out.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
      out.append("<title>")
          .append(verdict)
          .append(" \u2014 ")
          .append(html(run.target()))
          .append(" \u2014 Catalog Conformance Kit</title>\n");
      out.append("<style>\n").append(CSS).append("</style>\n</head>\n<body>\n");
      header(verdict);
      out.append("<main>\n");
      problemList.index();
      BaselineSection.render(report, out);
      health();
      exploration();
      problemList.entries();
      waiverProblems();
      notJudged();
      CapabilityTable.render(report.capabilities(), out);
      runDetails(run);
      leftovers();
      summary();
      areas();
      requirements();
      new EvidenceSection(report, notPassed, anchorOfCheck, out).render();
      out.append("</main>\n<footer>Written by Catalog Conformance Kit ")
          .append(html(run.kitVersion()))
          .append(". This page loads nothing from the network; the buttons above the requirement")
          .append(" table need script, everything else reads without it.</footer>\n");
      out.append("<script>").append(SCRIPT).append("</script>\n</body>\n</html>\n");
      return out.toString();
    }

    private void header(RunVerdict verdict) {
      Map<Outcome, Integer> counts = report.requirementCounts();
      out.append("<header class=\"verdict o-").append(verdict).append("\">\n");
      out.append("<div class=\"big\">").append(verdict).append("</div>\n");
      out.append("<p class=\"judged\">Judged ")
          .append(report.judgedCount())
          .append(" of ")
          .append(report.requirements().size())
          .append(" requirements</p>\n");
      out.append("<p>Exit code ")
          .append(report.exitCode())
          .append(" \u00b7 ")
          .append(report.requirements().size())
          .append(" requirements: ");
      String separator = "";
      for (Outcome outcome : ReportOrder.DISPLAY) {
        if (counts.get(outcome) > 0) {
          out.append(separator).append(counts.get(outcome)).append(' ').append(outcome);
          separator = ", ";
        }
      }
      out.append("</p>\n<p>")
          .append(html(run().spec()))
          .append(" \u00b7 target <span class=\"mono\">")
          .append(html(run().target()))
          .append("</span></p>\n</header>\n");
    }

    /**
     * Before the failures, because it is fixed first: valid requests answered with 5xx, and what
     * running the checks that did not pass once more alone found.
     */
    private void health() {
      RunHealth.ServerErrors errors = report.health().serverErrors();
      RunHealth.Isolation isolation = report.health().isolation();
      Optional<String> load = LoadLine.of(report.health().load());
      if (errors.count() == 0 && isolation.candidates() == 0 && load.isEmpty()) {
        return;
      }
      out.append("<div class=\"box")
          .append(errors.count() > 0 ? " health" : "")
          .append("\" id=\"health\">\n");
      load.ifPresent(line -> out.append("<p class=\"side\">").append(html(line)).append("</p>\n"));
      if (errors.count() > 0) {
        out.append("<h3>")
            .append(errors.count())
            .append(" of ")
            .append(errors.validRequests())
            .append(" valid requests got a 5xx answer</h3>\n<p>These requests carried nothing")
            .append(" a server may refuse; the first of them:</p>\n<ul>\n");
        errors
            .first()
            .forEach(
                exchange ->
                    out.append("<li class=\"mono\">")
                        .append(html(exchange.summary()))
                        .append("</li>\n"));
        out.append("</ul>\n");
      }
      if (isolation.candidates() > 0) {
        out.append("<p><b>Isolation:</b> ")
            .append(isolation.candidates())
            .append(" checks that did not pass ran again with nothing else in flight (")
            .append(isolation.runs())
            .append(String.format(Locale.ROOT, " runs, %.1f s): ", isolation.millis() / 1000.0))
            .append(isolation.passedAloneOnly())
            .append(" passed alone only, ")
            .append(isolation.flaky())
            .append(" flaky, ")
            .append(isolation.unconfirmed())
            .append(" not run again (bound: ")
            .append(html(isolation.bound()))
            .append(").</p>\n");
      }
      out.append("</div>\n");
    }

    /**
     * What the exploration walked, with a link to each finding's evidence below; the findings are
     * judged with their requirements, so the problem list holds them too.
     */
    private void exploration() {
      Exploration exploration = report.exploration();
      if (exploration == null) {
        return;
      }
      List<CheckResult> findings = report.explorationFindings();
      out.append("<div class=\"box\" id=\"exploration\">\n<h3>Exploration: ")
          .append(findings.isEmpty() ? "no finding" : findings.size() + " finding")
          .append(findings.size() > 1 ? "s" : "")
          .append("</h3>\n<p>")
          .append(html(exploration.summary()))
          .append(". The same seed walks the same sequences again.</p>\n");
      if (!findings.isEmpty()) {
        out.append("<ul>\n");
        findings.forEach(
            finding ->
                out.append("<li>")
                    .append(badge(finding.outcome()))
                    .append(' ')
                    .append(linkedName(finding))
                    .append("</li>\n"));
        out.append("</ul>\n");
      }
      exploration
          .stoppedWalks()
          .forEach(
              why ->
                  out.append("<p class=\"side\">A walk stopped early: ")
                      .append(html(why))
                      .append("</p>\n"));
      out.append("</div>\n");
    }

    /** A check's name, linked to its evidence when it has some (every check but a PASS). */
    private String linkedName(CheckResult check) {
      String anchor = anchorOfCheck.get(check.id());
      return anchor == null
          ? html(check.name())
          : "<a href=\"#" + anchor + "\">" + html(check.name()) + "</a>";
    }

    /** Waivers that expired or matched nothing: the waiver file needs attention. */
    private void waiverProblems() {
      if (report.waiverProblems().isEmpty()) {
        return;
      }
      out.append("<div class=\"box leftovers\" id=\"waiver-problems\">\n<h3>")
          .append(report.waiverProblems().size())
          .append(" waiver")
          .append(report.waiverProblems().size() == 1 ? "" : "s")
          .append(" to review")
          .append(report.policy().strictWaivers() ? " (--strict-waivers: the run fails)" : "")
          .append("</h3>\n<ul>\n");
      report
          .waiverProblems()
          .forEach(
              problem ->
                  out.append("<li><span class=\"mono\">")
                      .append(html(problem.waiver().target()))
                      .append("</span> ")
                      .append(html(problem.problem()))
                      .append("<div class=\"side\">")
                      .append(html(problem.waiver().reason()))
                      .append("</div></li>\n"));
      out.append("</ul>\n</div>\n");
    }

    /** Why the rest were not judged, before the tables: a partial run must not read as whole. */
    private void notJudged() {
      SortedMap<NotJudged, List<RequirementVerdict>> byReason = report.notJudged();
      if (byReason.isEmpty()) {
        return;
      }
      out.append("<section id=\"not-judged\">\n<h2>Not judged: ")
          .append(report.requirements().size() - report.judgedCount())
          .append(" of ")
          .append(report.requirements().size())
          .append(" requirements</h2>\n");
      byReason.forEach(
          (why, verdicts) -> {
            out.append("<h3")
                .append(why.makesRunIncomplete() ? " class=\"incomplete\"" : "")
                .append(">")
                .append(html(why.meaning()))
                .append(" (")
                .append(verdicts.size())
                .append(")</h3>\n<ul>\n");
            verdicts.stream()
                .sorted(Comparator.comparing(v -> v.requirement().id()))
                .forEach(
                    verdict ->
                        out.append("<li><a class=\"mono\" href=\"#")
                            .append(requirementAnchor(verdict.requirement().id()))
                            .append("\">")
                            .append(html(verdict.requirement().id()))
                            .append("</a> ")
                            .append(html(verdict.requirement().title()))
                            .append(
                                verdict.reason() == null
                                    ? ""
                                    : "<div class=\"side\">" + html(verdict.reason()) + "</div>")
                            .append("</li>\n"));
            out.append("</ul>\n");
          });
      out.append("</section>\n");
    }

    private void runDetails(RunInfo run) {
      out.append("<section id=\"run\">\n<h2>Run</h2>\n<table class=\"kv\">\n");
      row("Kit version", html(run.kitVersion()));
      row("Profile", html(run.profile()));
      row("Spec", html(run.spec()));
      row("Target", "<span class=\"mono\">" + html(run.target()) + "</span>");
      row("Run ID", "<span class=\"mono\">" + html(run.runId()) + "</span>");
      row("Started at", html(run.startedAt()));
      row("Duration", String.format(Locale.ROOT, "%.1f s", run.durationMillis() / 1000.0));
      out.append("</table>\n<h3>Configuration (redacted)</h3>\n");
      if (run.configuration().isEmpty()) {
        out.append("<p class=\"side\">No configuration values.</p>\n");
      } else {
        out.append("<table class=\"kv\">\n");
        new TreeMap<>(run.configuration())
            .forEach(
                (key, value) -> row(html(key), "<span class=\"mono\">" + html(value) + "</span>"));
        out.append("</table>\n");
      }
      out.append("</section>\n");
    }

    private void leftovers() {
      List<String> leftovers = report.leftovers().stream().sorted().toList();
      if (leftovers.isEmpty()) {
        out.append("<div class=\"box clean\" id=\"leftovers\">The janitor deleted everything")
            .append(" this run created.</div>\n");
        return;
      }
      out.append("<div class=\"box leftovers\" id=\"leftovers\">\n<h3>")
          .append(leftovers.size())
          .append(leftovers.size() == 1 ? " object" : " objects")
          .append(" the janitor could not delete</h3>\n<p>Delete them by hand; their names")
          .append(" carry the run ID.</p>\n<ul>\n");
      leftovers.forEach(
          leftover -> out.append("<li class=\"mono\">").append(html(leftover)).append("</li>\n"));
      out.append("</ul>\n</div>\n");
    }

    private void summary() {
      Map<Outcome, Integer> checks = report.checkCounts();
      Map<Outcome, Integer> requirements = report.requirementCounts();
      out.append("<section id=\"summary\">\n<h2>Summary</h2>\n<table class=\"kv\">\n");
      out.append("<thead><tr><th>Outcome</th><th class=\"num\">Requirements</th>")
          .append("<th class=\"num\">Checks</th></tr></thead>\n<tbody>\n");
      for (Outcome outcome : ReportOrder.DISPLAY) {
        out.append("<tr><td>").append(badge(outcome)).append("</td>");
        number(requirements.get(outcome));
        number(checks.get(outcome));
        out.append("</tr>\n");
      }
      out.append("<tr><th>Total</th>");
      number(report.requirements().size());
      number(report.checks().size());
      out.append("</tr>\n</tbody>\n</table>\n</section>\n");
    }

    private void areas() {
      out.append("<section id=\"areas\">\n<h2>Requirements by area</h2>\n<table>\n<thead><tr>")
          .append("<th>Area</th><th class=\"num\">Requirements</th>");
      for (Outcome outcome : ReportOrder.DISPLAY) {
        out.append("<th class=\"num\">").append(badge(outcome)).append("</th>");
      }
      out.append("</tr></thead>\n<tbody>\n");
      report
          .requirementCountsByArea()
          .forEach(
              (area, counts) -> {
                out.append("<tr><td>").append(html(area)).append("</td>");
                number(counts.values().stream().mapToInt(Integer::intValue).sum());
                ReportOrder.DISPLAY.forEach(outcome -> number(counts.get(outcome)));
                out.append("</tr>\n");
              });
      out.append("</tbody>\n</table>\n</section>\n");
    }

    private void requirements() {
      out.append(
              "<section id=\"requirements\">\n<h2>Requirements</h2>\n<div id=\"filter\"></div>\n")
          .append("<table>\n<thead><tr><th>ID</th><th>Level</th><th>Title</th><th>Outcome</th>")
          .append("<th>Source</th></tr></thead>\n<tbody>\n");
      for (RequirementVerdict verdict : ReportOrder.requirements(report)) {
        Requirement requirement = verdict.requirement();
        out.append("<tr id=\"")
            .append(requirementAnchor(requirement.id()))
            .append("\" class=\"o-row-")
            .append(verdict.outcome())
            .append("\" data-outcome=\"")
            .append(verdict.outcome())
            .append("\"><td class=\"mono\">")
            .append(html(requirement.id()))
            .append("</td><td>")
            .append(level(requirement))
            .append("</td><td>")
            .append(html(requirement.title()));
        if (verdict.reason() != null) {
          out.append("<div class=\"side\">").append(html(verdict.reason())).append("</div>");
        }
        seeAlso(verdict);
        out.append("</td><td>")
            .append(badge(verdict.outcome()))
            .append("</td><td>")
            .append(HtmlParts.source(requirement.source()))
            .append("</td></tr>\n");
      }
      out.append("</tbody>\n</table>\n</section>\n");
    }

    /** A problem links to its entry among the problems; any other to its checks' evidence. */
    private void seeAlso(RequirementVerdict verdict) {
      if (problemList.includes(verdict)) {
        out.append("<div class=\"side\">See <a href=\"#")
            .append(problemAnchor(verdict.requirement().id()))
            .append("\">the problem</a></div>");
        return;
      }
      List<String> links =
          verdict.checkIds().stream().filter(anchorOfCheck::containsKey).sorted().toList();
      if (links.isEmpty()) {
        return;
      }
      out.append("<div class=\"side\">See ");
      String separator = "";
      for (String checkId : links) {
        out.append(separator)
            .append("<a href=\"#")
            .append(anchorOfCheck.get(checkId))
            .append("\">")
            .append(html(checkId))
            .append("</a>");
        separator = ", ";
      }
      out.append("</div>");
    }

    private void row(String label, String valueHtml) {
      HtmlParts.row(out, label, valueHtml);
    }

    private void number(int value) {
      out.append(value == 0 ? "<td class=\"num zero\">" : "<td class=\"num\">")
          .append(value)
          .append("</td>");
    }

    private RunInfo run() {
      return report.run();
    }
  }

  private static String resource(String name) {
    try (InputStream in = HtmlReportWriter.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing class-path resource " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + name, e);
    }
  }

  private static String sha256(String text) {
    try {
      return Base64.getEncoder()
          .encodeToString(
              MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }
}
