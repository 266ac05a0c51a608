package dev.catalogkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testcontainers.junit.jupiter.Testcontainers;

/**
 * {@code --image} end to end where a Docker engine exists (skipped cleanly without one): the kit
 * starts Apache Iceberg's REST fixture image, certifies it (its verdicts are pinned by {@code
 * IcebergRestFixtureContainerTest}) and stops it.
 */
@Testcontainers(disabledWithoutDocker = true)
class ImageCertificationTest {

  @Test
  void theKitStartsCertifiesAndStopsAnImage(@TempDir Path reports) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit =
        Main.run(
            new String[] {
              "--image", "apache/iceberg-rest-fixture:1.10.0",
              "--image-port", "8181",
              "--report-dir", reports.toString()
            },
            new PrintWriter(out, true),
            new PrintWriter(err, true));
    assertThat(exit).as(err.toString()).isIn(0, 1);
    assertThat(out.toString()).contains("Certifying image apache/iceberg-rest-fixture:1.10.0 at");
    assertThat(reports.resolve("compliance.json")).exists();
  }
}
