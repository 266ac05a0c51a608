package dev.catalogkit.peers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.writer.ConformancePage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The implementation reports committed under {@code docs/conformance/}, one per real peer, held in
 * step with the peer's run: a test compares the committed page with the one this run writes, and
 * with {@code -Dcatalogkit.conformance.write=true} writes it instead ({@code
 * docs/conformance/README.md} has the command).
 */
final class ConformanceDocs {

  static final String WRITE_PROPERTY = "catalogkit.conformance.write";

  static final String REGENERATE =
      "mvn -B -Ppeers -pl peers/iceberg-rest-fixture,peers/iceberg-rest-fixture-1.11,"
          + "peers/paimon-rest-server,suites -am test"
          + " -Dtest='IcebergRestFixtureVerdictsTest,PaimonRestServerVerdictsTest'"
          + " -Dsurefire.failIfNoSpecifiedTests=false -D"
          + WRITE_PROPERTY
          + "=true";

  /** Where the pages are, from the suites module (the tests' working directory). */
  private static final Path DIRECTORY = Path.of("..", "docs", "conformance");

  private ConformanceDocs() {}

  /**
   * Asserts that {@code docs/conformance/<fileName>} is this run's page, or writes it when asked.
   */
  static void assertCommitted(String fileName, String title, RunReport report) throws IOException {
    String page = ConformancePage.render(title, REGENERATE, report);
    Path committed = DIRECTORY.resolve(fileName);
    if (Boolean.getBoolean(WRITE_PROPERTY)) {
      Files.writeString(committed, page, StandardCharsets.UTF_8);
      return;
    }
    assertThat(committed)
        .as("docs/conformance/%s is missing; write it with: %s", fileName, REGENERATE)
        .exists();
    assertThat(page)
        .as(
            "docs/conformance/%s differs from this run's page; if the change is intended, write it"
                + " again with: %s",
            fileName, REGENERATE)
        .isEqualTo(Files.readString(committed, StandardCharsets.UTF_8));
  }
}
