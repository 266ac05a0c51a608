package dev.catalogkit.peers;

import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunReport;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** Committed, hand-checked verdicts of a peer: {@code ID<TAB>OUTCOME<TAB>reason} per line. */
final class ExpectedVerdicts {

  static final String ICEBERG_FIXTURE_1_10_0 = "/peers/iceberg-rest-fixture-1.10.0.expected.tsv";
  static final String PAIMON_SERVER_1_4_2 = "/peers/paimon-rest-server-1.4.2.expected.tsv";

  private ExpectedVerdicts() {}

  static Map<String, Outcome> load(String resource) throws IOException {
    Map<String, Outcome> expected = new TreeMap<>();
    try (InputStream in = ExpectedVerdicts.class.getResourceAsStream(resource)) {
      new String(in.readAllBytes(), StandardCharsets.UTF_8)
          .lines()
          .filter(line -> !line.isBlank() && !line.startsWith("#"))
          .map(line -> line.split("\t", 3))
          .forEach(columns -> expected.put(columns[0], Outcome.valueOf(columns[1])));
    }
    return expected;
  }

  static Map<String, Outcome> of(RunReport report) {
    Map<String, Outcome> actual = new TreeMap<>();
    for (RequirementVerdict verdict : report.requirements()) {
      actual.put(verdict.requirement().id(), verdict.outcome());
    }
    return actual;
  }

  /**
   * Why each requirement the run did not judge PASS came out as it did, for a failing comparison.
   */
  static String reasons(RunReport report) {
    return report.requirements().stream()
        .filter(verdict -> verdict.reason() != null)
        .map(verdict -> verdict.requirement().id() + ": " + verdict.reason())
        .collect(Collectors.joining("\n", "reasons the run gave:\n", ""));
  }
}
