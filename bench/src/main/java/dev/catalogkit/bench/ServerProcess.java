package dev.catalogkit.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * One fresh catalog server process on 127.0.0.1, found by the line it prints when it listens, and
 * stopped by closing its stdin and SIGTERM: Apache Iceberg's REST fixture 1.10.0 (through the
 * project's launcher) or the kit's own reference catalog ({@code serve}).
 */
final class ServerProcess implements AutoCloseable {

  private static final String FIXTURE_MAIN = "dev.catalogkit.peers.iceberg.Jetty11FixtureMain";

  private final Process process;
  private final URI uri;

  private ServerProcess(Process process, URI uri) {
    this.process = process;
    this.uri = uri;
  }

  /**
   * A fixture with its own warehouse, otherwise in its default configuration, as a user starts it
   * (its second pooled connection to jdbc:sqlite::memory: opens an empty database, so overlapping
   * requests of the kit get 5xx and the kit runs those checks again alone: part of its wall).
   */
  static ServerProcess icebergFixture(Path classpathDir, Path dir) throws Exception {
    Path warehouse = Files.createDirectories(dir.resolve("warehouse"));
    return start(
        TimedProcess.builder(
            List.of(TimedProcess.java(), "-cp", classpathDir.resolve("*").toString(), FIXTURE_MAIN),
            dir,
            Map.of("CATALOG_WAREHOUSE", warehouse.toString())),
        "LISTENING ",
        dir.resolve("fixture.log"));
  }

  /** The kit's reference catalog, as {@code java -jar kit.jar serve} starts it. */
  static ServerProcess kitReference(Path kitJar, Path dir) throws Exception {
    return start(
        TimedProcess.builder(
            List.of(TimedProcess.java(), "-jar", kitJar.toString(), "serve", "--port", "0"),
            dir,
            Map.of()),
        "Reference catalog listening on ",
        dir.resolve("reference.log"));
  }

  private static ServerProcess start(ProcessBuilder builder, String listening, Path log)
      throws Exception {
    builder.redirectError(log.toFile());
    Process process = builder.start();
    try {
      BufferedReader stdout = process.inputReader(StandardCharsets.UTF_8);
      String address =
          CompletableFuture.supplyAsync(() -> address(stdout, listening)).get(60, TimeUnit.SECONDS);
      return new ServerProcess(process, URI.create(address));
    } catch (Exception notStarted) {
      process.destroyForcibly().waitFor();
      throw new IllegalStateException("the server did not start; see " + log, notStarted);
    }
  }

  private static String address(BufferedReader stdout, String listening) {
    try {
      for (String line; (line = stdout.readLine()) != null; ) {
        if (line.startsWith(listening)) {
          return line.substring(listening.length()).trim();
        }
      }
      throw new IllegalStateException("the server exited before listening");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  URI uri() {
    return uri;
  }

  @Override
  public void close() throws IOException, InterruptedException {
    process.getOutputStream().close();
    process.destroy();
    if (!process.waitFor(20, TimeUnit.SECONDS)) {
      process.destroyForcibly().waitFor();
    }
  }
}
