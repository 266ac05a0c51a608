package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.writer.ReportWriters;
import dev.catalogkit.tiers.PeerTier;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Secrets planted where a careless kit would copy them into its reports: a token the server
 * reflects into its error bodies, a custom header whose name says nothing about secrets (reflected
 * too), and a password in the target URL. No report file holds any of them.
 */
@PeerTier
class SecretsStayOutOfReportsTest {

  private static final String TOKEN = "tok-PLANTED-4711";
  private static final String HEADER_VALUE = "hdr-PLANTED-0815";
  private static final String PASSWORD = "pw-PLANTED-1234";

  @Test
  void noReportFileHoldsAPlantedSecret(@TempDir Path reports) throws Exception {
    RunReport report;
    try (ReferenceCatalog reference = ReferenceCatalog.start(ReferenceOptions.defaults());
        HostileProxy proxy =
            new HostileProxy(
                reference.uri(),
                exchange -> {
                  if (!exchange.getRequestURI().getRawPath().matches(".*/views/loaded_\\d+")) {
                    return false;
                  }
                  String reflected =
                      exchange.getRequestHeaders().getFirst("Authorization")
                          + " "
                          + exchange.getRequestHeaders().getFirst("X-Tenant");
                  HostileProxy.respondReflecting(exchange, reflected);
                  return true;
                })) {
      URI withPassword =
          URI.create(proxy.uri().toString().replace("//", "//kit:" + PASSWORD + "@"));
      TargetConfig target =
          new TargetConfig(
              withPassword,
              null,
              TOKEN,
              null,
              Map.of("X-Tenant", HEADER_VALUE),
              Duration.ofSeconds(15), // a cold catalog behind a proxy, on a busy machine
              TargetConfig.DEFAULT_MAX_BODY_BYTES);
      report =
          new KitRunner(line -> {}).run(RunOptions.of(Profiles.load().named("iceberg"), target));
    }
    ReportWriters.writeAll(report, reports, true);

    List<Path> files = filesUnder(reports);
    assertThat(files).hasSizeGreaterThan(3);
    for (Path file : files) {
      assertThat(Files.readString(file))
          .as(file.toString())
          .doesNotContain(TOKEN, HEADER_VALUE, PASSWORD);
    }
    assertThat(report.exitCode()).as("the reflected 404 fails ICE-VLD-01").isEqualTo(1);
  }

  private static List<Path> filesUnder(Path directory) throws IOException {
    try (Stream<Path> walk = Files.walk(directory)) {
      return walk.filter(Files::isRegularFile).toList();
    }
  }
}
