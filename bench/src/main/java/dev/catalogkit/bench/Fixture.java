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
 * One fresh Apache Iceberg REST fixture 1.10.0 process, started through the project's launcher
 * (127.0.0.1 only) with its own warehouse, and stopped by closing its stdin.
 */
final class Fixture implements AutoCloseable {

  private static final String MAIN = "dev.catalogkit.peers.iceberg.Jetty11FixtureMain";
  private static final String LISTENING = "LISTENING ";

  private final Process process;
  private final URI uri;

  private Fixture(Process process, URI uri) {
    this.process = process;
    this.uri = uri;
  }

  static Fixture start(Path classpathDir, Path dir) throws Exception {
    Path warehouse = Files.createDirectories(dir.resolve("warehouse"));
    ProcessBuilder builder =
        TimedProcess.builder(
            List.of(TimedProcess.java(), "-cp", classpathDir.resolve("*").toString(), MAIN),
            dir,
            // one pooled connection: a second one to jdbc:sqlite::memory: opens an empty database
            Map.of("CATALOG_WAREHOUSE", warehouse.toString(), "CATALOG_CLIENTS", "1"));
    builder.redirectError(dir.resolve("fixture.log").toFile());
    Process process = builder.start();
    try {
      BufferedReader stdout = process.inputReader(StandardCharsets.UTF_8);
      String address =
          CompletableFuture.supplyAsync(() -> listeningAddress(stdout)).get(60, TimeUnit.SECONDS);
      return new Fixture(process, URI.create(address));
    } catch (Exception notStarted) {
      process.destroyForcibly().waitFor();
      throw new IllegalStateException(
          "the fixture did not start; see " + dir.resolve("fixture.log"), notStarted);
    }
  }

  private static String listeningAddress(BufferedReader stdout) {
    try {
      for (String line; (line = stdout.readLine()) != null; ) {
        if (line.startsWith(LISTENING)) {
          return line.substring(LISTENING.length()).trim();
        }
      }
      throw new IllegalStateException("the fixture exited before listening");
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
    if (!process.waitFor(20, TimeUnit.SECONDS)) {
      process.destroyForcibly().waitFor();
    }
  }
}
