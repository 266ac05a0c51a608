package dev.catalogkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.spec.Requirement;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line's contract: exit codes, one-line errors, no network for --list. */
class CommandLineTest {

  private static final ProtocolProfile ICEBERG = Profiles.load().named("iceberg");

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    return Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
  }

  private String errorLines() {
    return err.toString().strip();
  }

  @Test
  void unknownOptionIsAOneLineUsageErrorWithExit2() {
    assertThat(run("--no-such-option")).isEqualTo(2);
    assertThat(errorLines())
        .startsWith("error: Unknown option: '--no-such-option'")
        .doesNotContain("\n");
  }

  @Test
  void nonNumericTimeoutIsAUsageError() {
    assertThat(run("--timeout", "soon")).isEqualTo(2);
    assertThat(errorLines())
        .startsWith("error: Invalid value for option '--timeout'")
        .doesNotContain("\n");
  }

  @Test
  void targetThatIsNotHttpIsAUsageError() {
    assertThat(run("--target", "ftp://127.0.0.1/x")).isEqualTo(2);
    assertThat(errorLines())
        .isEqualTo("error: --target must be an http(s) URL, got ftp://127.0.0.1/x");
  }

  @Test
  void tokenAndCredentialTogetherAreAUsageError() {
    assertThat(run("--target", "http://127.0.0.1:1", "--token", "t", "--credential", "a:b"))
        .isEqualTo(2);
    assertThat(errorLines()).isEqualTo("error: give --token or --credential, not both");
  }

  @Test
  void unreachableTargetExits2WithOneLine(@TempDir Path reports) throws Exception {
    int closedPort;
    try (ServerSocket socket = new ServerSocket(0)) {
      closedPort = socket.getLocalPort();
    }
    int code =
        run(
            "--target",
            "http://127.0.0.1:" + closedPort,
            "--report-dir",
            reports.toString(),
            "--timeout",
            "2");
    assertThat(code).isEqualTo(2);
    assertThat(errorLines())
        .startsWith("error: target unreachable: GET /v1/config got no response")
        .doesNotContain("\n");
  }

  @Test
  void aReportDirThatIsAFileIsAOneLineUsageErrorBeforeAnyRequest(@TempDir Path temp)
      throws Exception {
    Path file = Files.writeString(temp.resolve("not-a-directory"), "x");
    assertThat(run("--target", "http://127.0.0.1:1", "--report-dir", file.toString())).isEqualTo(2);
    assertThat(errorLines())
        .isEqualTo("error: --report-dir " + file + " is a file, not a directory");
  }

  /**
   * A config over the audit copy's 1 KiB is judged whole: it is JSON, and no hint says otherwise.
   */
  @Test
  void aLongJsonConfigIsNotTakenForAnotherServer(@TempDir Path reports) throws Exception {
    String config =
        "{\"defaults\": {\"padding\": \"" + "x".repeat(4096) + "\"}, \"overrides\": {}}";
    HttpServer catalog = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    catalog.createContext(
        "/",
        exchange -> {
          boolean isConfig = exchange.getRequestURI().getPath().equals("/v1/config");
          byte[] body =
              (isConfig
                      ? config
                      : "{\"error\": {\"message\": \"no\", \"type\": \"X\", \"code\": 500}}")
                  .getBytes(StandardCharsets.UTF_8);
          exchange.getResponseHeaders().add("Content-Type", "application/json");
          exchange.sendResponseHeaders(isConfig ? 200 : 500, body.length);
          exchange.getResponseBody().write(body);
          exchange.close();
        });
    catalog.start();
    try {
      String target = "http://127.0.0.1:" + catalog.getAddress().getPort();
      assertThat(run("--target", target, "--report-dir", reports.toString())).isEqualTo(2);
    } finally {
      catalog.stop(0);
    }
    assertThat(errorLines())
        .startsWith("error: cannot create the run's namespace")
        .doesNotContain("not a catalog's JSON config");
  }

  @Test
  void aPlainWebServerAsTargetGetsADiagnosis(@TempDir Path reports) throws Exception {
    HttpServer web = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    web.createContext(
        "/",
        exchange -> {
          byte[] page = "<html><body>Not Found</body></html>".getBytes(StandardCharsets.UTF_8);
          exchange.getResponseHeaders().add("Content-Type", "text/html");
          exchange.sendResponseHeaders(404, page.length);
          exchange.getResponseBody().write(page);
          exchange.close();
        });
    web.start();
    try {
      String target = "http://127.0.0.1:" + web.getAddress().getPort();
      assertThat(run("--target", target, "--report-dir", reports.toString())).isEqualTo(2);
    } finally {
      web.stop(0);
    }
    assertThat(errorLines())
        .startsWith("error: cannot create the run's namespace")
        .contains("hint: GET /v1/config answered 404 text/html, not a catalog's JSON config")
        .doesNotContain("\n");
  }

  @Test
  void aTargetEndingInV1OrWithoutItsTokenGetsADiagnosis(@TempDir Path reports) {
    try (ReferenceCatalog reference =
        ReferenceCatalog.start(ReferenceOptions.defaults().withRequiredToken("the-token"))) {
      assertThat(
              run(
                  "--target",
                  reference.uri() + "/v1",
                  "--token",
                  "the-token",
                  "--report-dir",
                  reports.toString()))
          .isEqualTo(2);
      assertThat(errorLines()).contains("hint: drop the trailing /v1 from --target");
      err.getBuffer().setLength(0);

      assertThat(run("--target", reference.uri().toString(), "--report-dir", reports.toString()))
          .isEqualTo(2);
      assertThat(errorLines())
          .contains("hint: the server wants credentials: pass --token or --credential");
    }
  }

  @Test
  void listNamesEveryCheckWithItsRequirementWithoutANetwork() {
    assertThat(run("--list")).isZero();
    assertThat(out.toString())
        .contains("ICE-VCR-04 [MUST] Creating a view in a missing namespace answers 404")
        .contains("CreateViewSuite#creatingAViewInAMissingNamespaceAnswers404NoSuchNamespace")
        .contains("ICE-ERR-06 [SHOULD]");
  }

  @Test
  void withoutATargetItCertifiesTheEmbeddedReferenceAndWritesEveryReport(@TempDir Path reports) {
    assertThat(run("--report-dir", reports.toString())).isZero();
    assertThat(out.toString()).contains("No --target given").contains("ICE-VCR-01");
    assertThat(reports.resolve("compliance.json")).isRegularFile();
    assertThat(reports.resolve("compliance.html")).isRegularFile();
    assertThat(reports.resolve("junit.xml")).isRegularFile();
    assertThat(reports.resolve("allure-results")).as("written only with --allure").doesNotExist();
  }

  @Test
  void allureResultsAreWrittenWhenAsked(@TempDir Path reports) throws Exception {
    assertThat(run("--report-dir", reports.toString(), "--allure", "--requirement", "ICE-DISC-01"))
        .isZero();
    try (var files = Files.list(reports.resolve("allure-results"))) {
      assertThat(files.map(file -> file.getFileName().toString()))
          .anyMatch(name -> name.endsWith("-result.json"));
    }
  }

  @Test
  void anUnknownRequirementIdIsAOneLineUsageErrorPointingToTheList() {
    assertThat(run("--requirement", "ICE-FOO-99")).isEqualTo(2);
    assertThat(errorLines())
        .isEqualTo(
            "error: unknown requirement ICE-FOO-99 in profile iceberg (--list names every"
                + " requirement)");
  }

  @Test
  void aMistypedRequirementIdIsAnsweredWithTheOneItLikelyMeant() {
    assertThat(run("--exclude-requirement", "ice-vcr-4")).isEqualTo(2);
    assertThat(errorLines())
        .isEqualTo(
            "error: unknown excluded requirement ICE-VCR-4 in profile iceberg; did you mean"
                + " ICE-VCR-04? (--list names every requirement)");
  }

  @Test
  void aWaiverOfAMistypedRequirementIsAUsageErrorBeforeAnyRequest(@TempDir Path dir)
      throws Exception {
    Path waivers = dir.resolve("waivers.yaml");
    Files.writeString(
        waivers, "waivers:\n  - requirement: ICE-VCR-4\n    reason: tracked as VENDOR-1\n");
    assertThat(run("--waivers", waivers.toString())).isEqualTo(2);
    assertThat(errorLines())
        .isEqualTo(
            "error: unknown waived requirement ICE-VCR-4 in profile iceberg; did you mean"
                + " ICE-VCR-04? (--list names every requirement)");
  }

  @Test
  void anUnknownAreaIsAOneLineUsageErrorNamingTheValidOnes() {
    assertThat(run("--area", "viewz")).isEqualTo(2);
    assertThat(errorLines())
        .isEqualTo(
            "error: unknown area viewz in profile iceberg; valid: "
                + String.join(
                    ", ",
                    Stream.concat(
                            ICEBERG.catalogue().all().stream().map(Requirement::area),
                            Stream.of("exploration"))
                        .collect(Collectors.toCollection(TreeSet::new))));
  }

  @Test
  void aSelectionWithoutAnyCheckIsAUsageError() {
    assertThat(run("--requirement", "ICE-ERR-06")).isEqualTo(2);
    assertThat(errorLines())
        .isEqualTo(
            "error: the selection holds no check: ICE-ERR-06 cannot be checked from outside the"
                + " server (see --list)");
  }

  @Test
  void requirementIdsAreMatchedCaseInsensitively(@TempDir Path reports) throws Exception {
    assertThat(run("--requirement", "ice-ren-05", "--report-dir", reports.toString())).isZero();
    assertThat(out.toString())
        .contains("PASS           ICE-REN-05")
        .contains("judged 1 of " + ICEBERG.catalogue().all().size() + " requirements")
        .doesNotContain("ICE-REN-04 [MUST]");
  }

  @Test
  void aParallelismBelowOneIsAOneLineUsageErrorBeforeAnythingStarts() {
    assertThat(run("--parallel", "0")).isEqualTo(2);
    assertThat(errorLines()).isEqualTo("error: --parallel must be at least 1, got 0");
    assertThat(out.toString()).doesNotContain("No --target given");
  }

  @Test
  void anUnknownProfileIsAOneLineUsageError() {
    assertThat(run("--profile", "hive")).isEqualTo(2);
    // the test class path also carries the test-only hello profile
    assertThat(errorLines()).isEqualTo("error: unknown profile hive (hello or iceberg or paimon)");
  }

  @Test
  void thePaimonProfileCertifiesTheEmbeddedPaimonReference(@TempDir Path reports) {
    assertThat(run("--profile", "paimon", "--report-dir", reports.toString())).isZero();
    assertThat(out.toString()).contains("PAI-GATE-01").contains("Verdict: PASS");
  }

  @Test
  void anUnreadableSemanticSampleIsAOneLineUsageError() {
    assertThat(run("--profile", "paimon", "--semantic-sample", "no/such/model.yaml")).isEqualTo(2);
    assertThat(errorLines()).isEqualTo("error: --semantic-sample: cannot read no/such/model.yaml");
  }

  @Test
  void aUsersSampleDocumentAndFormatAreWhatTheKitStores(@TempDir Path reports) throws Exception {
    Path sample = reports.resolve("my-model.yaml");
    Files.writeString(sample, "name: my_metrics\ntables: []\n");
    int code =
        run(
            "--profile",
            "paimon",
            "--semantic-format",
            "snowflake-yaml",
            "--semantic-sample",
            sample.toString(),
            "--report-dir",
            reports.toString());
    assertThat(code).isZero();
    assertThat(Files.readString(reports.resolve("compliance.json")))
        .contains("\"semantic-format\": \"snowflake-yaml\"")
        .contains("\"semantic-sample\": \"" + sample + "\"");
  }
}
