package dev.catalogkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.engine.Profiles;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code --config FILE} and the {@code CATALOG_*} variables: the command line over the file, the
 * file over the environment, the environment over the default; secrets only by variable name.
 */
class ConfigFileTest {

  @TempDir Path dir;

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  @Test
  void aRunTakesItsTargetFiltersReportDirAndTokenFromTheFileAndTheNamedVariable()
      throws IOException {
    try (ReferenceCatalog reference =
        ReferenceCatalog.start(ReferenceOptions.defaults().withRequiredToken("t0ken"))) {
      Path config =
          write(
              "target: " + reference.uri(),
              "token-env: MY_CATALOG_TOKEN",
              "requirement: [ICE-DISC-01]",
              "parallel: 2",
              "quiet: true",
              "report-dir: " + dir.resolve("from-file"));
      int exit =
          run(
              Map.of("MY_CATALOG_TOKEN", "t0ken"),
              "--config",
              config.toString(),
              "--report-dir",
              dir.resolve("from-command-line").toString());
      assertThat(exit).as(err + "\n" + out).isZero();
    }
    assertThat(dir.resolve("from-file")).doesNotExist();
    String report = Files.readString(dir.resolve("from-command-line").resolve("compliance.json"));
    assertThat(report).contains("ICE-DISC-01").doesNotContain("t0ken");
    assertThat(out.toString()).doesNotContain("[1/");
  }

  @Test
  void theCommandLineOverridesTheFileAndTheFileOverridesTheEnvironment() throws IOException {
    Path config = write("fail-on: warn", "area: [views, errors]", "header-public: [X-Tenant]");
    Map<String, String> environment =
        Map.of(
            "CATALOG_FAIL__ON", "fail",
            "CATALOG_PARALLEL", "3",
            "CATALOG_EXCLUDE__AREA", "pagination, idempotency",
            "CATALOG_STRICT__WAIVERS", "true",
            "CATALOG_HEADER_X__TENANT", "acme",
            "CATALOG_IO__IMPL", "an RCK catalog property, not an option");
    assertThat(arguments(environment, "--config", config.toString(), "--area", "discovery"))
        .containsExactly(
            "--header",
            "x-tenant=acme",
            "--header-public",
            "X-Tenant",
            "--exclude-area",
            "pagination",
            "--exclude-area",
            "idempotency",
            "--strict-waivers",
            "--fail-on",
            "warn",
            "--parallel",
            "3",
            "--config",
            config.toString(),
            "--area",
            "discovery");
  }

  @Test
  void theTargetsVariableIsTheRckName() {
    assertThat(arguments(Map.of("CATALOG_URI", "http://127.0.0.1:1", "CATALOG_TARGET", "x")))
        .containsExactly("--target", "http://127.0.0.1:1");
  }

  @Test
  void aFalseFlagInTheFileOverridesATrueVariable() throws IOException {
    Path config = write("quiet: false");
    assertThat(arguments(Map.of("CATALOG_QUIET", "true"), "--config", config.toString()))
        .containsExactly("--config", config.toString());
  }

  @Test
  void secretsComeFromTheVariablesTheFileNames() throws IOException {
    Path config =
        write("credential-env: ID_AND_SECRET", "header-env: {Authorization: AUTH_HEADER}");
    assertThat(
            arguments(
                Map.of("ID_AND_SECRET", "id:s3cret", "AUTH_HEADER", "Basic eA=="),
                "--config",
                config.toString()))
        .containsExactly(
            "--credential",
            "id:s3cret",
            "--header",
            "Authorization=Basic eA==",
            "--config",
            config.toString());
  }

  @Test
  void aSecretWrittenInTheFileIsAUsageErrorNamingTheVariableKey() throws IOException {
    assertUsageError(
        write("token: t0ken"),
        ": token is a secret and never written in a file; name the environment variable that"
            + " holds it: token-env: VARIABLE");
    assertUsageError(
        write("header: {Authorization: Bearer x}"),
        ": the value of header Authorization is a secret unless header-public lists it; name the"
            + " environment variable that holds it: header-env: {Authorization: VARIABLE}");
    assertUsageError(
        write("token-env: UNSET_VARIABLE"),
        ": token-env names the environment variable UNSET_VARIABLE, which is not set");
  }

  @Test
  void anUnknownKeyIsAUsageErrorWithTheLikelyOne() throws IOException {
    assertUsageError(write("fail_on: warn"), ": unknown key fail_on, did you mean fail-on?");
    assertUsageError(
        write("colour: blue"),
        ": unknown key colour (keys are option names without --, see --help)");
    assertUsageError(write("area: {views: 1}"), ": area takes a single value");
    assertUsageError(write("quiet: yes please"), ": quiet takes true or false");
  }

  @Test
  void aBadValueInTheFileIsReportedAsPicocliReportsItOnTheCommandLine() throws IOException {
    int exit = run(Map.of(), "--config", write("parallel: many").toString(), "--list");
    assertThat(exit).isEqualTo(ExitCodes.USAGE);
    assertThat(err.toString())
        .startsWith("error: Invalid value for option '--parallel': 'many' is not an int");
  }

  @Test
  void aMissingFileIsOneLine() {
    int exit = run(Map.of(), "--config", dir.resolve("absent.yaml").toString());
    assertThat(exit).isEqualTo(ExitCodes.USAGE);
    assertThat(err.toString())
        .startsWith("error: --config " + dir.resolve("absent.yaml") + " cannot be read: ")
        .hasLineCount(1);
  }

  private void assertUsageError(Path config, String message) {
    StringWriter errors = new StringWriter();
    int exit =
        Main.run(
            new String[] {"--config", config.toString()},
            new PrintWriter(out, true),
            new PrintWriter(errors, true),
            Map.of());
    assertThat(exit).isEqualTo(ExitCodes.USAGE);
    assertThat(errors.toString()).isEqualTo("error: " + config + message + System.lineSeparator());
  }

  private int run(Map<String, String> environment, String... args) {
    return Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true), environment);
  }

  /** The words the run gets, from a command line built as {@link Main}'s. */
  static List<String> arguments(Map<String, String> environment, String... args) {
    CertifyCommand certify =
        new CertifyCommand(new PrintWriter(new StringWriter()), Profiles.load());
    CommandLine parser = new CommandLine(certify);
    certify.addProfileSettings(parser.getCommandSpec());
    return List.of(OptionSources.arguments(parser, args, environment));
  }

  private Path write(String... lines) throws IOException {
    Path file = Files.createTempFile(dir, "kit-", ".yaml");
    return Files.write(file, List.of(lines));
  }
}
