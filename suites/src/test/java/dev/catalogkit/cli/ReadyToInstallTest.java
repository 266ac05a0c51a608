package dev.catalogkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.sun.net.httpserver.HttpServer;
import dev.catalogkit.engine.Profiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The release workflow, the GitHub Action and the configuration examples, as far as they can be
 * tried without GitHub's runners or Docker: the YAML parses, every option they and the docs pass
 * exists, every documented configuration file is accepted, the scripts are valid bash, and the
 * action's download step checks the release's SHA-256.
 */
class ReadyToInstallTest {

  private static final Path ROOT = Path.of("..");
  private static final Path SCRIPTS = ROOT.resolve(".github/scripts");
  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
  private static final Pattern OPTION = Pattern.compile("(?<![\\w-])--[a-z][a-z0-9-]*");
  private static final Pattern YAML_BLOCK = Pattern.compile("```yaml\\n(.*?)```", Pattern.DOTALL);

  /** A documented configuration file starts with this comment. */
  private static final String CONFIG_MARK = "# catalog-kit.yaml";

  @TempDir Path dir;

  @Test
  void theActionIsACompositeActionWhoseScriptsExistAndTheWorkflowsParse() throws IOException {
    JsonNode action = YAML.readTree(ROOT.resolve("action.yml").toFile());
    assertThat(action.at("/runs/using").asText()).isEqualTo("composite");
    assertThat(action.at("/inputs").fieldNames())
        .toIterable()
        .contains("config", "target", "version", "args", "report-dir");
    List<String> scripts = new ArrayList<>();
    for (JsonNode step : action.at("/runs/steps")) {
      Matcher script =
          Pattern.compile("\\.github/scripts/[\\w-]+\\.sh").matcher(step.path("run").asText());
      while (script.find()) {
        scripts.add(script.group());
      }
    }
    assertThat(scripts).containsExactly(".github/scripts/kit-jar.sh", ".github/scripts/certify.sh");
    scripts.forEach(script -> assertThat(ROOT.resolve(script)).isRegularFile());
    JsonNode release = YAML.readTree(ROOT.resolve(".github/workflows/release.yml").toFile());
    assertThat(release.at("/on/push/tags/0").asText()).isEqualTo("v*");
    assertThat(release.at("/jobs/release/steps").findValuesAsText("run"))
        .anyMatch(run -> run.contains(".github/scripts/release-files.sh"))
        .anyMatch(run -> run.contains("KIT_JAR_FROM=released"))
        .anyMatch(run -> run.contains("catalog-conformance-kit.jar.sha256"));
    JsonNode example =
        YAML.readTree(ROOT.resolve(".github/workflows/conformance-example.yml").toFile());
    assertThat(example.at("/jobs/certify/steps").findValuesAsText("uses")).contains("./");
  }

  @Test
  void everyOptionTheActionAndTheCiRecipesPassExists() throws IOException {
    Set<String> options = optionNames();
    List<String> passed = new ArrayList<>();
    passed.addAll(options(Files.readString(SCRIPTS.resolve("certify.sh"))));
    passed.addAll(options(Files.readString(ROOT.resolve("action.yml"))));
    for (String block : yamlBlocks(ROOT.resolve("docs/ci.md"))) {
      block
          .lines()
          .filter(line -> line.contains("args:") || line.contains("catalog-conformance-kit.jar "))
          .forEach(line -> passed.addAll(options(line)));
    }
    assertThat(passed).contains("--config", "--target", "--report-dir", "--accept-incomplete");
    assertThat(options).containsAll(passed);
  }

  @Test
  void everyDocumentedConfigurationFileIsAccepted() throws IOException {
    List<String> files = new ArrayList<>();
    files.add(Files.readString(ROOT.resolve("examples/ci/catalog-kit.yaml")));
    for (Path doc : List.of(ROOT.resolve("README.md"), ROOT.resolve("docs/ci.md"))) {
      yamlBlocks(doc).stream().filter(block -> block.startsWith(CONFIG_MARK)).forEach(files::add);
    }
    assertThat(files).hasSizeGreaterThanOrEqualTo(3);
    List<OptionSpec> configurable = OptionSources.configurable(certifyCommand());
    for (String text : files) {
      Path file = Files.writeString(Files.createTempFile(dir, "documented-", ".yaml"), text);
      ConfigFile.read(file, configurable, Map.of()); // throws on an unknown key or a secret
    }
  }

  @Test
  void theScriptsAreValidBash() throws Exception {
    try (Stream<Path> scripts = Files.list(SCRIPTS)) {
      for (Path script : scripts.toList()) {
        Process check =
            new ProcessBuilder("bash", "-n", script.toString()).redirectErrorStream(true).start();
        String said = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(check.waitFor()).as(script + ": " + said).isZero();
      }
    }
  }

  /**
   * kit-jar.sh against a release served on 127.0.0.1: the jar is taken only when its hash holds.
   */
  @Test
  void theActionTakesAReleasedJarOnlyWhenItsSha256Holds() throws Exception {
    byte[] jar = "a released jar".getBytes(StandardCharsets.UTF_8);
    String sha256 = sha256Of("a released jar");
    HttpServer releases =
        HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    serve(releases, "/v1.0.0/catalog-conformance-kit.jar", jar);
    serve(
        releases,
        "/v1.0.0/catalog-conformance-kit.jar.sha256",
        (sha256 + "  catalog-conformance-kit.jar\n").getBytes(StandardCharsets.UTF_8));
    serve(releases, "/v6.6.6/catalog-conformance-kit.jar", jar);
    serve(
        releases,
        "/v6.6.6/catalog-conformance-kit.jar.sha256",
        (sha256Of("another jar") + "  catalog-conformance-kit.jar\n")
            .getBytes(StandardCharsets.UTF_8));
    releases.start();
    try {
      String base = "http://127.0.0.1:" + releases.getAddress().getPort();
      Path output = dir.resolve("github-output");
      assertThat(kitJar(base, "v1.0.0", dir.resolve("good"), output)).isZero();
      Path taken = dir.resolve("good/catalog-conformance-kit/catalog-conformance-kit.jar");
      assertThat(taken).hasBinaryContent(jar);
      assertThat(Files.readString(output)).isEqualTo("jar=" + taken + "\n");
      assertThat(kitJar(base, "v6.6.6", dir.resolve("bad"), dir.resolve("bad-output"))).isNotZero();
      assertThat(dir.resolve("bad-output")).doesNotExist();
    } finally {
      releases.stop(0);
    }
  }

  private static String sha256Of(String text) throws Exception {
    byte[] digest =
        MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
    return HexFormat.of().formatHex(digest);
  }

  private static int kitJar(String base, String tag, Path runnerTemp, Path output)
      throws Exception {
    ProcessBuilder script = new ProcessBuilder("bash", SCRIPTS.resolve("kit-jar.sh").toString());
    script
        .environment()
        .putAll(
            Map.of(
                "ACTION_REF",
                tag,
                "ACTION_REPOSITORY",
                "owner/catalog-conformance-kit",
                "KIT_DOWNLOAD_BASE",
                base,
                "RUNNER_TEMP",
                runnerTemp.toString(),
                "GITHUB_OUTPUT",
                output.toString()));
    script.environment().remove("KIT_VERSION");
    Process run = script.redirectErrorStream(true).start();
    run.getInputStream().readAllBytes();
    return run.waitFor();
  }

  private static void serve(HttpServer server, String path, byte[] body) {
    server.createContext(
        path,
        exchange -> {
          exchange.sendResponseHeaders(200, body.length);
          try (var out = exchange.getResponseBody()) {
            out.write(body);
          }
        });
  }

  private static List<String> yamlBlocks(Path doc) throws IOException {
    return YAML_BLOCK
        .matcher(Files.readString(doc))
        .results()
        .map(match -> match.group(1))
        .toList();
  }

  private static List<String> options(String text) {
    return OPTION.matcher(text).results().map(MatchResult::group).toList();
  }

  private static Set<String> optionNames() {
    return certifyCommand().options().stream()
        .flatMap(option -> Stream.of(option.names()))
        .collect(Collectors.toSet());
  }

  private static CommandSpec certifyCommand() {
    CertifyCommand certify =
        new CertifyCommand(new PrintWriter(new StringWriter()), Profiles.load());
    CommandLine command = new CommandLine(certify);
    certify.addProfileSettings(command.getCommandSpec());
    return command.getCommandSpec();
  }
}
