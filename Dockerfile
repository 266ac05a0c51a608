# The kit as a container image: `docker build -t catalog-conformance-kit .` from a fresh clone (no
# local Java or Maven needed), then e.g.
#   docker run --rm --network host --user "$(id -u)" -v "$PWD/out:/work" catalog-conformance-kit \
#       --target http://127.0.0.1:8181 --report-dir /work/compliance-report
# Exit codes are the kit's own (0 PASS, 1 FAIL, 2 could not run, 3 INCOMPLETE); docs/ci.md.

# build: the executable jar and only the modules it is made of (tests run in the project's CI)
FROM maven:3.9-eclipse-temurin-17 AS build
WORKDIR /src
COPY . .
RUN mvn -B -q -DskipTests -pl suites -am package

# run: a JRE and the jar, as an unprivileged user
FROM eclipse-temurin:17-jre
COPY --from=build /src/suites/target/catalog-conformance-kit.jar /opt/kit/catalog-conformance-kit.jar
COPY LICENSE /opt/kit/LICENSE
WORKDIR /work
USER 10001
ENTRYPOINT ["java", "-jar", "/opt/kit/catalog-conformance-kit.jar"]
CMD ["--help"]
