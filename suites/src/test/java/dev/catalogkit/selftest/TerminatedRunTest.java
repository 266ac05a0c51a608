package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.cli.Main;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.tiers.PeerTier;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A kit terminated mid-run (SIGTERM, as CI and {@code kill} send it) while a server carries out its
 * view creates but holds their answers: it stops, cleans up, writes every report and exits 143 by
 * itself, and the namespaces the server holds afterwards are exactly those it printed as {@code
 * LEFTOVER}. The waits only guard against a hang.
 */
@PeerTier
@Timeout(300)
class TerminatedRunTest {

  /** 128 + SIGTERM. */
  private static final int EXIT_TERMINATED = 143;

  @Test
  void aTerminatedRunWritesEveryReportAndExits143(@TempDir Path reports) throws Exception {
    try (ReferenceCatalog reference = ReferenceCatalog.start(ReferenceOptions.defaults());
        Hanging proxy = new Hanging(reference)) {
      Process kit =
          new ProcessBuilder(
                  Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                  "-cp",
                  System.getProperty("java.class.path"),
                  Main.class.getName(),
                  "--target",
                  proxy.hostile.uri().toString(),
                  "--report-dir",
                  reports.toString(),
                  "--timeout",
                  "30")
              .redirectErrorStream(true)
              .start();
      Queue<String> console = new ConcurrentLinkedQueue<>();
      CountDownLatch started = new CountDownLatch(1);
      Thread reader = new Thread(() -> read(kit, console, started));
      reader.start();

      assertThat(started.await(120, TimeUnit.SECONDS)).as("the run started").isTrue();
      assertThat(proxy.held.await(120, TimeUnit.SECONDS)).as("a view create held").isTrue();
      // SIGTERM; the handle's destroy, unlike the process's, leaves the console's pipe open
      kit.toHandle().destroy();
      boolean ended = kit.waitFor(180, TimeUnit.SECONDS);
      if (!ended) {
        kit.destroyForcibly();
      }
      reader.join(TimeUnit.SECONDS.toMillis(10));

      assertThat(ended).as(String.join("\n", console)).isTrue();
      assertThat(kit.exitValue()).as(String.join("\n", console)).isEqualTo(EXIT_TERMINATED);
      assertThat(console).anyMatch(line -> line.startsWith("Reports: "));
      HostileTextTest.assertEveryReportIn(reports);
      assertThat(ServerLeftovers.ICEBERG.onTheServer(reference.uri(), runId(console)))
          .isEqualTo(ServerLeftovers.ICEBERG.printed(console));
    }
  }

  private static String runId(Queue<String> console) {
    return console.stream()
        .filter(line -> line.startsWith("Run cck_"))
        .findFirst()
        .orElseThrow()
        .split(" ")[1];
  }

  private static void read(Process kit, Queue<String> console, CountDownLatch started) {
    try (BufferedReader lines =
        new BufferedReader(new InputStreamReader(kit.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        console.add(line);
        if (line.startsWith("Run cck_")) {
          started.countDown();
        }
      }
    } catch (IOException ended) {
      // the kit is gone
    }
  }

  /** Relays everything; view creates are carried out, but their answers held until it closes. */
  private static final class Hanging implements AutoCloseable {
    final HostileProxy hostile;
    final CountDownLatch held = new CountDownLatch(1);

    Hanging(ReferenceCatalog reference) throws IOException {
      HostileProxy[] self = new HostileProxy[1];
      this.hostile =
          new HostileProxy(
              reference.uri(),
              exchange -> {
                boolean create =
                    exchange.getRequestMethod().equals("POST")
                        && exchange.getRequestURI().getRawPath().endsWith("/views");
                if (create) {
                  self[0].carryOut(exchange, exchange.getRequestBody().readAllBytes());
                  held.countDown();
                  self[0].hang();
                }
                return create;
              });
      self[0] = hostile;
    }

    @Override
    public void close() {
      hostile.close();
    }
  }
}
