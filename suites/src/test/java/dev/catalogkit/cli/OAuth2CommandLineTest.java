package dev.catalogkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.reference.OAuth2Client;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code --credential} end to end against the reference catalog's token endpoint, whose tokens run
 * out after a few dozen requests: the whole run passes only if every refused token is renewed, and
 * no report file holds the secret or any token the run was given.
 */
class OAuth2CommandLineTest {

  private static final String SECRET = "s3cret-of-the-kit";

  /**
   * A run sends about a thousand requests, so it must renew its token a few times. A token used up
   * by count (unlike one that expires by the clock) can run out between its renewal and the retry
   * when other threads send meanwhile (the janitor's, a check's concurrent requests); a budget this
   * large makes that window negligible, and AuthenticationTest pins the renewal request by request.
   */
  private static final int REQUESTS_PER_TOKEN = 250;

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  @Test
  void aRunWithAClientCredentialPassesAndNoReportHoldsTheSecretOrAToken() throws IOException {
    // kept after the build, to read when the run does not pass
    Path reports = Files.createTempDirectory(Path.of("target"), "oauth2-run-");
    try (ReferenceCatalog reference =
        ReferenceCatalog.start(
            ReferenceOptions.defaults()
                .withOAuth2Client(new OAuth2Client("kit", SECRET, REQUESTS_PER_TOKEN)))) {
      int exit =
          Main.run(
              new String[] {
                "--target",
                reference.uri().toString(),
                "--credential",
                "kit:" + SECRET,
                "--scope",
                "catalog",
                "--report-dir",
                reports.toString(),
                "--allure"
              },
              new PrintWriter(out, true),
              new PrintWriter(err, true));
      assertThat(exit).as(err + "\n" + out).isZero();
    }
    assertThat(out.toString()).doesNotContain(SECRET);
    List<Path> files;
    try (Stream<Path> walk = Files.walk(reports)) {
      files = walk.filter(Files::isRegularFile).toList();
    }
    assertThat(files).hasSizeGreaterThan(3);
    for (Path file : files) {
      String text = Files.readString(file);
      assertThat(text)
          .as(file.toString())
          .doesNotContain(SECRET)
          .doesNotContainPattern("ref-[\\w-]{20,}");
    }
    assertThat(Files.readString(reports.resolve("compliance.json")))
        .contains("client credential <redacted>");
  }

  @Test
  void aServerUriOrScopeWithoutACredentialIsAUsageError() {
    int exit =
        Main.run(
            new String[] {"--target", "http://127.0.0.1:1", "--scope", "catalog"},
            new PrintWriter(out, true),
            new PrintWriter(err, true));
    assertThat(exit).isEqualTo(2);
    assertThat(err.toString().strip())
        .isEqualTo("error: --oauth2-server-uri and --scope go with --credential");
  }
}
